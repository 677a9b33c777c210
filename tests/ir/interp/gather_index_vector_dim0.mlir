// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather with index_vector_dim = 0 (each column of the 2x3 indices is one (col, row) start, start_index_map = [1, 0])
// and 2x2 windows kept as offset dims [0, 2] of the result (batch dimension in the middle).
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]> : tensor<4x5xi32>
    %indices2 = stablehlo.constant dense<[[1, 0, 3], [3, 2, 0]]> : tensor<2x3xi32>
    %gathered3 = "stablehlo.gather"(%operand1, %indices2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [], start_index_map = [1, 0], index_vector_dim = 0>, slice_sizes = array<i64: 2, 2>}> : (tensor<4x5xi32>, tensor<2x3xi32>) -> tensor<2x3x2xi32>
    check.expect_eq_const %gathered3, dense<[[[11, 12], [10, 11], [3, 4]], [[16, 17], [15, 16], [8, 9]]]> : tensor<2x3x2xi32>
    return
  }
}
