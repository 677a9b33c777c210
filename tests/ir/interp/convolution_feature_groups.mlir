// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with feature_group_count: input features and output features split into groups that are convolved
// separately (spec); 4 input features in 2 groups -> 4 outputs, and a depthwise case (groups = features = 3).
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]]> : tensor<1x3x4xf32>
    %rhs2 = stablehlo.constant dense<[[[1.0, 0.0, 2.0, -1.0], [0.5, 1.0, 0.0, 3.0]], [[-1.0, 2.0, 1.0, 1.0], [0.0, 0.0, 4.0, 0.25]]]> : tensor<2x2x4xf32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x4xf32>, tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
    check.expect_eq_const %conv3, dense<[[[-3.5, 9.0, 38.0, 14.75], [-1.5, 21.0, 66.0, 27.75]]]> : tensor<1x2x4xf32>
    %lhs4 = stablehlo.constant dense<[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], [[13, 14, 15, 16], [17, 18, 19, 20], [21, 22, 23, 24]]]> : tensor<2x3x4xi32>
    %rhs5 = stablehlo.constant dense<[[[1, -1]], [[2, 1]], [[0, 3]]]> : tensor<3x1x2xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x4xi32>, tensor<3x1x2xi32>) -> tensor<2x3x3xi32>
    check.expect_eq_const %conv6, dense<[[[-1, -1, -1], [16, 19, 22], [30, 33, 36]], [[-1, -1, -1], [52, 55, 58], [66, 69, 72]]]> : tensor<2x3x3xi32>
    return
  }
}
