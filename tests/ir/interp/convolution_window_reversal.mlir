// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with window_reversal = true reverses each window (equivalently flips the kernel) along that spatial
// dimension; 2-D with reversal only along the second spatial dimension, combined with a stride.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
    %rhs2 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xi32>, tensor<3x1x1xi32>) -> tensor<1x3x1xi32>
    check.expect_eq_const %conv3, dense<[[[123], [234], [345]]]> : tensor<1x3x1xi32>
    %lhs4 = stablehlo.constant dense<[[[[0], [1], [2], [3]], [[4], [5], [6], [7]], [[8], [9], [10], [11]]]]> : tensor<1x3x4x1xi32>
    %rhs5 = stablehlo.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x4x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x2x1xi32>
    check.expect_eq_const %conv6, dense<[[[[32], [52]], [[72], [92]]]]> : tensor<1x2x2x1xi32>
    return
  }
}
