// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter where several updates hit the same element: all of them are combined with the update computation
// (integer add, so the implementation-defined order does not matter); f32 multiply by rows with exactly representable products.
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[0, 0, 0, 0, 0]> : tensor<5xi32>
    %indices2 = stablehlo.constant dense<[[1], [3], [1], [1], [4], [3]]> : tensor<6x1xi32>
    %updates3 = stablehlo.constant dense<[1, 10, 100, 1000, 10000, 100000]> : tensor<6xi32>
    %scattered4 = "stablehlo.scatter"(%input1, %indices2, %updates3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<5xi32>, tensor<6x1xi32>, tensor<6xi32>) -> tensor<5xi32>
    check.expect_eq_const %scattered4, dense<[0, 1101, 0, 100010, 10000]> : tensor<5xi32>
    %input5 = stablehlo.constant dense<[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
    %indices6 = stablehlo.constant dense<[[1], [1], [0]]> : tensor<3x1xi32>
    %updates7 = stablehlo.constant dense<[[2.0, 3.0, 4.0], [0.5, 0.5, 0.5], [-1.0, 0.0, 1.0]]> : tensor<3x3xf32>
    %scattered8 = "stablehlo.scatter"(%input5, %indices6, %updates7) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<2x3xf32>
    check.expect_eq_const %scattered8, dense<[[-1.0, 0.0, 1.0], [1.0, 1.5, 2.0]]> : tensor<2x3xf32>
    return
  }
}
