// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with batch_group_count = 2: the batch splits into 2 groups, the output features into 2 groups, and group k
// of the batch is convolved with group k of the kernel; results concatenate along the output feature dimension and the
// result batch is batch / 2 (the form of a weight gradient).
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]], [[10], [11], [12]]]> : tensor<4x3x1xi32>
    %rhs2 = stablehlo.constant dense<[[[1, 0, 2, -1]], [[1, 1, 0, 2]]]> : tensor<2x1x4xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x1xi32>, tensor<2x1x4xi32>) -> tensor<2x2x4xi32>
    check.expect_eq_const %conv3, dense<[[[3, 2, 14, 9], [5, 3, 16, 10]], [[9, 5, 20, 12], [11, 6, 22, 13]]]> : tensor<2x2x4xi32>
    %lhs4 = stablehlo.constant dense<[[[1.0, 2.0], [0.5, -1.0], [3.0, 1.0]], [[2.0, 0.0], [-2.0, 1.0], [4.0, 0.25]]]> : tensor<2x3x2xf32>
    %rhs5 = stablehlo.constant dense<[[[1.0, 0.5], [2.0, -1.0]], [[0.0, 1.0], [1.0, 3.0]]]> : tensor<2x2x2xf32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x3x2xf32>, tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
    check.expect_eq_const %conv6, dense<[[[4.0, 2.0], [-0.5, 2.75]]]> : tensor<1x2x2xf32>
    return
  }
}
