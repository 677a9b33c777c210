// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with explicit padding: positive padding adds zeros around the input, negative padding crops it
// (pad [[2, -1]] on a 5-wide input: padded width 6), also asymmetric 2-D padding.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
    %rhs2 = stablehlo.constant dense<[[[1]], [[-1]]]> : tensor<2x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[2, -1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xi32>, tensor<2x1x1xi32>) -> tensor<1x5x1xi32>
    check.expect_eq_const %conv3, dense<[[[0], [-1], [-1], [-1], [-1]]]> : tensor<1x5x1xi32>
    %lhs4 = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
    %rhs5 = stablehlo.constant dense<[[[1]], [[1]], [[1]]]> : tensor<3x1x1xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-2, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xi32>, tensor<3x1x1xi32>) -> tensor<1x4x1xi32>
    check.expect_eq_const %conv6, dense<[[[12], [9], [5], [0]]]> : tensor<1x4x1xi32>
    %lhs7 = stablehlo.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi32>
    %rhs8 = stablehlo.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi32>
    %conv9 = stablehlo.convolution(%lhs7, %rhs8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 0], [0, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x3x4x1xi32>
    check.expect_eq_const %conv9, dense<[[[[11], [18], [9], [0]], [[37], [47], [21], [0]], [[67], [77], [33], [0]]]]> : tensor<1x3x4x1xi32>
    return
  }
}
