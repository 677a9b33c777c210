// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with rhs_dilation (atrous): kernel taps are rhs_dilation apart, so a 3-tap kernel with dilation 2 spans
// 5 input elements; 2-D with different dilations per dimension.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x7x1xi32>
    %rhs2 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x1xi32>, tensor<3x1x1xi32>) -> tensor<1x3x1xi32>
    check.expect_eq_const %conv3, dense<[[[531], [642], [753]]]> : tensor<1x3x1xi32>
    %lhs4 = stablehlo.constant dense<[[[[0], [1], [2], [3], [4]], [[5], [6], [7], [8], [9]], [[10], [11], [12], [13], [14]], [[15], [16], [17], [18], [19]]]]> : tensor<1x4x5x1xi32>
    %rhs5 = stablehlo.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 0], [1, 0]], rhs_dilate = [3, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x5x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x1x4x1xi32>
    check.expect_eq_const %conv6, dense<[[[[66], [117], [127], [137]]]]> : tensor<1x1x4x1xi32>
    return
  }
}
