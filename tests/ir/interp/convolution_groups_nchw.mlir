// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with feature_group_count = 2 and batch_group_count = 2 (separately) in the NCHW/OIHW layout with a
// stride: the output feature dimension is not last, so group results concatenate along dimension 1.
// Expected: Python transcription of the spec.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[[0, 1, 2], [3, 4, 5], [6, 7, 8]], [[9, 10, 11], [12, 13, 14], [15, 16, 17]], [[18, 19, 20], [21, 22, 23], [24, 25, 26]], [[27, 28, 29], [30, 31, 32], [33, 34, 35]]]]> : tensor<1x4x3x3xi32>
    %rhs2 = stablehlo.constant dense<[[[[1, 0], [0, 1]], [[0, 1], [1, 0]]], [[[2, 0], [0, 0]], [[0, 0], [0, 2]]], [[[-1, 0], [0, 0]], [[0, 0], [0, 1]]], [[[1, 1], [1, 1]], [[0, 0], [0, 0]]]]> : tensor<4x2x2x2xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x3x3xi32>, tensor<4x2x2x2xi32>) -> tensor<1x4x2x2xi32>
    check.expect_eq_const %conv3, dense<[[[[26, 30], [38, 42]], [[26, 30], [38, 42]], [[13, 13], [13, 13]], [[80, 84], [92, 96]]]]> : tensor<1x4x2x2xi32>
    %lhs4 = stablehlo.constant dense<[[[[0, 1], [2, 3]]], [[[4, 5], [6, 7]]], [[[8, 9], [10, 11]]], [[[12, 13], [14, 15]]]]> : tensor<4x1x2x2xi32>
    %rhs5 = stablehlo.constant dense<[[[[1, 2], [3, 4]]], [[[-1, 0], [0, 1]]]]> : tensor<2x1x2x2xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x1x2x2xi32>, tensor<2x1x2x2xi32>) -> tensor<2x2x1x1xi32>
    check.expect_eq_const %conv6, dense<[[[[20]], [[3]]], [[[60]], [[3]]]]> : tensor<2x2x1x1xi32>
    return
  }
}
