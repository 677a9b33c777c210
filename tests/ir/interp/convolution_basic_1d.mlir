// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution 1-D without padding (valid), 2 input and 3 output features, batch 2, f32 with exact values; and the
// same data as i64 with a stride of 2.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1.0, 2.0], [-1.0, 0.5], [3.0, 1.0], [0.0, 2.0], [1.0, -1.0]], [[2.0, 2.0], [0.5, 0.5], [-3.0, 1.0], [4.0, 0.0], [1.0, 1.0]]]> : tensor<2x5x2xf32>
    %rhs2 = stablehlo.constant dense<[[[1.0, 0.0, -1.0], [2.0, 1.0, 0.5]], [[0.25, -2.0, 1.0], [0.0, 3.0, 1.0]]]> : tensor<2x2x3xf32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x2xf32>, tensor<2x2x3xf32>) -> tensor<2x4x3xf32>
    check.expect_eq_const %conv3, dense<[[[4.75, 5.5, -0.5], [0.75, -2.5, 5.25], [5.0, 7.0, -0.5], [4.25, -3.0, 1.0]], [[6.125, 2.5, 0.0], [0.75, 9.5, -2.25], [0.0, -7.0, 7.5], [4.25, 1.0, -2.0]]]> : tensor<2x4x3xf32>
    %lhs4 = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi64>
    %rhs5 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi64>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi64>, tensor<3x1x1xi64>) -> tensor<1x2x1xi64>
    check.expect_eq_const %conv6, dense<[[[321], [543]]]> : tensor<1x2x1xi64>
    return
  }
}
