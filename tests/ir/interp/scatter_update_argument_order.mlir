// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter calls update_computation(current value, update) in that order (spec: update_computation(results[:][result_index],
// updates[:][update_index])): with subtract, 10 - 3 = 7 (not -7); with divide on f32, 8 / 2 = 4; unique indices.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
    %i = stablehlo.constant dense<[[0], [2]]> : tensor<2x1xi32>
    %u = stablehlo.constant dense<[3, 5]> : tensor<2xi32>
    %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%old: tensor<i32>, %new: tensor<i32>):
      %d = stablehlo.subtract %old, %new : tensor<i32>
      stablehlo.return %d : tensor<i32>
    }) : (tensor<3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<3xi32>
    check.expect_eq_const %r, dense<[7, 20, 25]> : tensor<3xi32>
    %f = stablehlo.constant dense<[8.0, 1.0]> : tensor<2xf32>
    %j = stablehlo.constant dense<[[0]]> : tensor<1x1xi64>
    %v = stablehlo.constant dense<[2.0]> : tensor<1xf32>
    %q = "stablehlo.scatter"(%f, %j, %v) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%old: tensor<f32>, %new: tensor<f32>):
      %d = stablehlo.divide %old, %new : tensor<f32>
      stablehlo.return %d : tensor<f32>
    }) : (tensor<2xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<2xf32>
    check.expect_eq_const %q, dense<[4.0, 1.0]> : tensor<2xf32>
    return
  }
}
