// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter with a computation that returns the update (replace) on unique indices, on i1 with OR and on f16
// (-0.0 written exactly); unique_indices and indices_are_sorted are hints that do not change the result.
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[[true, false], [false, false]]> : tensor<2x2xi1>
    %indices2 = stablehlo.constant dense<[[0, 1], [1, 1]]> : tensor<2x2xui32>
    %updates3 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %scattered4 = "stablehlo.scatter"(%input1, %indices2, %updates3) <{unique_indices = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i1>, %arg1: tensor<i1>):
      %0 = stablehlo.or %arg0, %arg1 : tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }) : (tensor<2x2xi1>, tensor<2x2xui32>, tensor<2xi1>) -> tensor<2x2xi1>
    check.expect_eq_const %scattered4, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
    %input5 = stablehlo.constant dense<[1.5, 2.5, 3.5]> : tensor<3xf16>
    %indices6 = stablehlo.constant dense<[[1]]> : tensor<1x1xi64>
    %updates7 = stablehlo.constant dense<[-0.0]> : tensor<1xf16>
    %scattered8 = "stablehlo.scatter"(%input5, %indices6, %updates7) <{indices_are_sorted = true, unique_indices = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      stablehlo.return %arg1 : tensor<f16>
    }) : (tensor<3xf16>, tensor<1x1xi64>, tensor<1xf16>) -> tensor<3xf16>
    check.expect_eq_const %scattered8, dense<[1.5, -0.0, 3.5]> : tensor<3xf16>
    return
  }
}
