// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with lhs_dilation inserts lhs_dilation - 1 zeros between input elements (transposed convolution),
// combined with padding and a stride.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
    %rhs2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x6x1xi32>
    check.expect_eq_const %conv3, dense<[[[1], [0], [20], [2], [0], [30]]]> : tensor<1x6x1xi32>
    %lhs4 = stablehlo.constant dense<[[[[1], [2]], [[3], [4]]]]> : tensor<1x2x2x1xi32>
    %rhs5 = stablehlo.constant dense<[[[[1]], [[2]], [[3]]], [[[4]], [[5]], [[6]]], [[[7]], [[8]], [[9]]]]> : tensor<3x3x1x1xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x5x5x1xi32>
    check.expect_eq_const %conv6, dense<[[[[9], [8], [25], [16], [14]], [[6], [5], [16], [10], [8]], [[30], [26], [64], [36], [30]], [[18], [15], [36], [20], [16]], [[9], [6], [15], [8], [4]]]]> : tensor<1x5x5x1xi32>
    %lhs7 = stablehlo.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
    %rhs8 = stablehlo.constant dense<[[[1]], [[-1]]]> : tensor<2x1x1xi32>
    %conv9 = stablehlo.convolution(%lhs7, %rhs8) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [3], pad = [[1, 1]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
    check.expect_eq_const %conv9, dense<[[[-1], [2], [-4]]]> : tensor<1x3x1xi32>
    return
  }
}
