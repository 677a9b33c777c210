// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter whose update window dimension comes before the scatter dimension (update_window_dims = [0]) into a 4x3 input
// with dimension 1 inserted: updates[:, k] is added down column indices[k]; duplicate column 2 accumulates.
// Expected: Python transcription of the spec.
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]> : tensor<4x3xi32>
    %indices2 = stablehlo.constant dense<[[2], [0], [2]]> : tensor<3x1xi32>
    %updates3 = stablehlo.constant dense<[[1, 2, 3], [10, 20, 30], [100, 200, 300], [1000, 2000, 3000]]> : tensor<4x3xi32>
    %scattered4 = "stablehlo.scatter"(%input1, %indices2, %updates3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<4x3xi32>, tensor<3x1xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
    check.expect_eq_const %scattered4, dense<[[2, 0, 4], [20, 0, 40], [200, 0, 400], [2000, 0, 4000]]> : tensor<4x3xi32>
    return
  }
}
