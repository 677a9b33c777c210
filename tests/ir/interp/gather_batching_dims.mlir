// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather with operand_batching_dims / start_indices_batching_dims (spec: full_batching_index): for each batch b,
// result[b, i, :] = operand[b, indices[b, i], :], with index_vector_dim = rank (implicit scalar indices); and a case
// batching over the operand's dimension 1 (result[b, i, :] = operand[indices[b, i], b, :]). Expected values: Python transcription of the spec.
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
    %indices2 = stablehlo.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>
    %gathered3 = "stablehlo.gather"(%operand1, %indices2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xi32>, tensor<2x2xi32>) -> tensor<2x2x4xi32>
    check.expect_eq_const %gathered3, dense<[[[8, 9, 10, 11], [0, 1, 2, 3]], [[16, 17, 18, 19], [16, 17, 18, 19]]]> : tensor<2x2x4xi32>
    %operand4 = stablehlo.constant dense<[[[0, 1], [2, 3]], [[4, 5], [6, 7]], [[8, 9], [10, 11]]]> : tensor<3x2x2xi32>
    %indices5 = stablehlo.constant dense<[[[0], [2], [1]], [[1], [0], [0]]]> : tensor<2x3x1xi64>
    %gathered6 = "stablehlo.gather"(%operand4, %indices5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<3x2x2xi32>, tensor<2x3x1xi64>) -> tensor<2x3x2xi32>
    check.expect_eq_const %gathered6, dense<[[[0, 1], [8, 9], [4, 5]], [[6, 7], [2, 3], [2, 3]]]> : tensor<2x3x2xi32>
    return
  }
}
