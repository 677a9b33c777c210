// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with the NCHW / OIHW layout ([b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]), 2 input and 2 output features,
// padding 1 and stride 2.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]], [[16, 17, 18, 19], [20, 21, 22, 23], [24, 25, 26, 27], [28, 29, 30, 31]]]]> : tensor<1x2x4x4xi32>
    %rhs2 = stablehlo.constant dense<[[[[1, 0, -1], [2, 0, -2], [1, 0, -1]], [[0, 1, 0], [1, -4, 1], [0, 1, 0]]], [[[1, 1, 1], [1, 1, 1], [1, 1, 1]], [[0, 0, 0], [0, 1, 0], [0, 0, 0]]]]> : tensor<2x2x3x3xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xi32>, tensor<2x2x3x3xi32>) -> tensor<1x2x2x2xi32>
    check.expect_eq_const %conv3, dense<[[[[-34, -20], [-59, -8]], [[26, 42], [75, 116]]]]> : tensor<1x2x2x2xi32>
    return
  }
}
