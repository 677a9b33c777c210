// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution with a size-0 kernel spatial dimension: the dilated window size is 0 (spec C26), so there are
// floor((padded - 0) / stride) + 1 windows, each an empty sum = 0; and a size-0 input feature dimension (all sums empty).
// Expected: Python transcription of the spec.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
    %rhs2 = stablehlo.constant dense<> : tensor<0x1x1xi32>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<0x1x1xi32>) -> tensor<1x4x1xi32>
    check.expect_eq_const %conv3, dense<[[[0], [0], [0], [0]]]> : tensor<1x4x1xi32>
    %lhs4 = stablehlo.constant dense<> : tensor<1x4x0xf32>
    %rhs5 = stablehlo.constant dense<> : tensor<2x0x2xf32>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x0xf32>, tensor<2x0x2xf32>) -> tensor<1x2x2xf32>
    check.expect_eq_const %conv6, dense<[[[0.0, 0.0], [0.0, 0.0]]]> : tensor<1x2x2xf32>
    return
  }
}
