// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general pairs lhs_contracting_dimensions[i] with rhs_contracting_dimensions[i] in list order (spec C11): contracting
// lhs [0, 1] with rhs [1, 0] sums lhs[i, j] * rhs[j, i] (the trace of lhs . rhs), while [0, 1] with [0, 1] sums
// lhs[i, j] * rhs[i, j]; batch dims listed out of order pair the same way. Expected: Python transcription of the spec.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
    %rhs2 = stablehlo.constant dense<[[1, 10], [100, 1000], [10000, 100000]]> : tensor<3x2xi64>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, contracting_dims = [0, 1] x [1, 0] : (tensor<2x3xi64>, tensor<3x2xi64>) -> tensor<i64>
    check.expect_eq_const %dot3, dense<635241> : tensor<i64>
    %lhs4 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
    %rhs5 = stablehlo.constant dense<[[1, 10, 100], [1000, 10000, 100000]]> : tensor<2x3xi64>
    %dot6 = stablehlo.dot_general %lhs4, %rhs5, contracting_dims = [0, 1] x [0, 1] : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<i64>
    check.expect_eq_const %dot6, dense<654321> : tensor<i64>
    %lhs7 = stablehlo.constant dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]> : tensor<2x3x2xi32>
    %rhs8 = stablehlo.constant dense<[[[1, 0], [0, 1]], [[2, 0], [0, 2]], [[-1, 1], [1, -1]]]> : tensor<3x2x2xi32>
    %dot9 = stablehlo.dot_general %lhs7, %rhs8, batching_dims = [1, 0] x [0, 1], contracting_dims = [2] x [2] : (tensor<2x3x2xi32>, tensor<3x2x2xi32>) -> tensor<3x2xi32>
    check.expect_eq_const %dot9, dense<[[0, 7], [4, 18], [1, -1]]> : tensor<3x2xi32>
    return
  }
}
