// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter with input_batching_dims / scatter_indices_batching_dims: for each batch b, updates[b, i, :] is added at
// input[b, indices[b, i], :] (duplicate (1, 1) rows in batch 1 accumulate). Expected: Python transcription of the spec.
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[[[0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0]]]> : tensor<2x3x2xi32>
    %indices2 = stablehlo.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>
    %updates3 = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
    %scattered4 = "stablehlo.scatter"(%input1, %indices2, %updates3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<2x3x2xi32>, tensor<2x2xi32>, tensor<2x2x2xi32>) -> tensor<2x3x2xi32>
    check.expect_eq_const %scattered4, dense<[[[3, 4], [0, 0], [1, 2]], [[0, 0], [12, 14], [0, 0]]]> : tensor<2x3x2xi32>
    return
  }
}
