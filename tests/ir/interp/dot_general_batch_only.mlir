// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general with only batching and contracting dimensions (no free ones): a batched dot product whose result has
// just the batch dimension, and batching dimensions that are the last dims of both operands.
// Expected: Python transcription of the spec.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
    %rhs2 = stablehlo.constant dense<[[1, -1, 2, 0], [1, -1, 2, 0], [1, -1, 2, 0]]> : tensor<3x4xi32>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3xi32>
    check.expect_eq_const %dot3, dense<[3, 11, 19]> : tensor<3xi32>
    %lhs4 = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
    %rhs5 = stablehlo.constant dense<[[0.5, 0.5, 0.5], [2.0, 2.0, 2.0]]> : tensor<2x3xf64>
    %dot6 = stablehlo.dot_general %lhs4, %rhs5, batching_dims = [1] x [1], contracting_dims = [0] x [0] : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<3xf64>
    %expected7 = stablehlo.constant dense<[8.5, 11.0, 13.5]> : tensor<3xf64>
    check.expect_close %dot6, %expected7, max_ulp_difference = 0 : tensor<3xf64>, tensor<3xf64>
    return
  }
}
