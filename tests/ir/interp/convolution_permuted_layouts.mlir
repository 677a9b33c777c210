// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with unusual dimension orders: input [f, 1, b, 0], kernel [1, o, 0, i], output [0, f, 1, b] (spatial dims
// swapped between input and output); the result must not depend on the layout.
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[[0, 1, 2, 3]], [[4, 5, 6, 7]], [[8, 9, 10, 11]]], [[[12, 13, 14, 15]], [[16, 17, 18, 19]], [[20, 21, 22, 23]]]]> : tensor<2x3x1x4xi32>
    %rhs2 = stablehlo.constant dense<[[[[1, 0], [2, -1], [0, 1]], [[1, 1], [0, 0], [3, 1]]], [[[-1, 2], [0, 1], [1, 0]], [[2, 2], [1, 0], [0, 1]]]]> : tensor<2x2x3x2xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [f, 1, b, 0]x[1, o, 0, i]->[0, f, 1, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x1x4xi32>, tensor<2x2x3x2xi32>) -> tensor<2x2x2x1xi32>
    check.expect_eq_const %conv3, dense<[[[[54], [78]], [[95], [143]]], [[[60], [84]], [[107], [155]]]]> : tensor<2x2x2x1xi32>
    return
  }
}
