// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter with an add update_computation, the spec example: 2x3 (row, column) starts into 3x4x2 with 2x2 windows;
// windows overlap, so some elements receive two updates. Expected: the spec's result (reproduced by a Python transcription).
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6], [7, 8]], [[9, 10], [11, 12], [13, 14], [15, 16]], [[17, 18], [19, 20], [21, 22], [23, 24]]]> : tensor<3x4x2xi32>
    %indices2 = stablehlo.constant dense<[[[0, 2], [1, 0], [2, 1]], [[0, 1], [1, 0], [2, 0]]]> : tensor<2x3x2xi64>
    %updates3 = stablehlo.constant dense<[[[[1, 1], [1, 1]], [[1, 1], [1, 1]], [[1, 1], [1, 1]]], [[[1, 1], [1, 1]], [[1, 1], [1, 1]], [[1, 1], [1, 1]]]]> : tensor<2x3x2x2xi32>
    %scattered4 = "stablehlo.scatter"(%input1, %indices2, %updates3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<3x4x2xi32>, tensor<2x3x2xi64>, tensor<2x3x2x2xi32>) -> tensor<3x4x2xi32>
    check.expect_eq_const %scattered4, dense<[[[1, 2], [5, 6], [8, 9], [8, 9]], [[10, 11], [12, 13], [14, 15], [16, 17]], [[18, 19], [20, 21], [21, 22], [23, 24]]]> : tensor<3x4x2xi32>
    return
  }
}
