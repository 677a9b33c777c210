// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with lhs_dilation 2 and negative padding that cuts into the dilated base (including a hole position),
// with rhs_dilation 2 on the other spatial dimension. Expected: Python transcription of the spec.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
    %rhs2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -2]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
    check.expect_eq_const %conv3, dense<[[[20], [2], [30]]]> : tensor<1x3x1xi32>
    %lhs4 = stablehlo.constant dense<[[[[0], [1], [2], [3], [4]], [[5], [6], [7], [8], [9]], [[10], [11], [12], [13], [14]]]]> : tensor<1x3x5x1xi32>
    %rhs5 = stablehlo.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[-1, 0], [0, -1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x5x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x3x2x1xi32>
    check.expect_eq_const %conv6, dense<[[[[43], [50]], [[19], [22]], [[78], [85]]]]> : tensor<1x3x2x1xi32>
    return
  }
}
