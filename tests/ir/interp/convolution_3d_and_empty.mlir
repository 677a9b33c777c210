// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with 3 spatial dimensions (2x2x2 kernel of ones sums each 2x2x2 block), and a window larger than the
// padded input, which gives a size-0 spatial result dimension.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[[[0], [1]], [[2], [3]], [[4], [5]]], [[[6], [7]], [[8], [9]], [[10], [11]]], [[[12], [13]], [[14], [15]], [[16], [17]]]]]> : tensor<1x3x3x2x1xi32>
    %rhs2 = stablehlo.constant dense<[[[[[1]], [[1]]], [[[1]], [[1]]]], [[[[1]], [[1]]], [[[1]], [[1]]]]]> : tensor<2x2x2x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2x1xi32>, tensor<2x2x2x1x1xi32>) -> tensor<1x2x2x1x1xi32>
    check.expect_eq_const %conv3, dense<[[[[[36]], [[52]]], [[[84]], [[100]]]]]> : tensor<1x2x2x1x1xi32>
    %lhs4 = stablehlo.constant dense<[[[1], [2]]]> : tensor<1x2x1xi32>
    %rhs5 = stablehlo.constant dense<[[[1]], [[1]], [[1]]]> : tensor<3x1x1xi32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<3x1x1xi32>) -> tensor<1x0x1xi32>
    check.expect_eq_const %conv6, dense<> : tensor<1x0x1xi32>
    return
  }
}
