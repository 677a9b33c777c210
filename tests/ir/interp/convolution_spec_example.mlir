// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution, the spec example: 4x4 input with lhs_dilation 2 (a 7x7 dilated base), 3x3 ones kernel, stride 4
// -> [[10, 26], [46, 62]].
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]], [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi32>
    %rhs2 = stablehlo.constant dense<[[[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]]]> : tensor<3x3x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x2x2x1xi32>
    check.expect_eq_const %conv3, dense<[[[[10], [26]], [[46], [62]]]]> : tensor<1x2x2x1xi32>
    return
  }
}
