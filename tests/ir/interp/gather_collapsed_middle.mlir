// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather from a 3x4x5 operand collapsing the middle dimension: start_index_map [1, 2] (dimension 0 always starts at 0),
// slices 2x1x3, offset dims placed first and last around the batch dimension of the result, indices with clamping.
// Expected: Python transcription of the spec.
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]> : tensor<3x4x5xi32>
    %indices2 = stablehlo.constant dense<[[1, 0], [3, 4], [-2, 9]]> : tensor<3x2xi32>
    %gathered3 = "stablehlo.gather"(%operand1, %indices2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1, 3>}> : (tensor<3x4x5xi32>, tensor<3x2xi32>) -> tensor<2x3x3xi32>
    check.expect_eq_const %gathered3, dense<[[[5, 6, 7], [17, 18, 19], [2, 3, 4]], [[25, 26, 27], [37, 38, 39], [22, 23, 24]]]> : tensor<2x3x3xi32>
    return
  }
}
