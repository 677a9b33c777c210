// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather with index_vector_dim = 1 of rank-3 start indices (2x2x3: the index vectors run along the middle dimension)
// and start_index_map [2, 0] (index component 0 addresses operand dimension 2, which is collapsed); offset dims [2, 3]. Expected: Python transcription of the spec.
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11], [12, 13, 14, 15]], [[16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<3x2x4xi32>
    %indices2 = stablehlo.constant dense<[[[3, 0, 1], [1, 2, 0]], [[0, 2, 5], [0, 1, 1]]]> : tensor<2x2x3xi32>
    %gathered3 = "stablehlo.gather"(%operand1, %indices2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [2], start_index_map = [2, 0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 2, 1>}> : (tensor<3x2x4xi32>, tensor<2x2x3xi32>) -> tensor<2x3x2x2xi32>
    check.expect_eq_const %gathered3, dense<[[[[11, 15], [19, 23]], [[8, 12], [16, 20]], [[1, 5], [9, 13]]], [[[0, 4], [8, 12]], [[10, 14], [18, 22]], [[11, 15], [19, 23]]]]> : tensor<2x3x2x2xi32>
    return
  }
}
