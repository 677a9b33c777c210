// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convolution in f16, bf16 and f64 with exactly representable products and sums, and ui8 / i8 where the accumulation
// wraps modulo 256 (the result type is the element type).
// Expected: a Python transcription of the spec (pad, dilate, window, reverse, dot product; groups split and concatenated).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1.5], [-2.0], [0.25]]]> : tensor<1x3x1xf16>
    %rhs2 = stablehlo.constant dense<[[[4.0]], [[0.5]]]> : tensor<2x1x1xf16>
    %conv3 = stablehlo.convolution(%lhs1, %rhs2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf16>, tensor<2x1x1xf16>) -> tensor<1x2x1xf16>
    check.expect_eq_const %conv3, dense<[[[5.0], [-7.875]]]> : tensor<1x2x1xf16>
    %lhs4 = stablehlo.constant dense<[[[128.0], [2.0], [-0.5]]]> : tensor<1x3x1xbf16>
    %rhs5 = stablehlo.constant dense<[[[0.5]], [[2.0]]]> : tensor<2x1x1xbf16>
    %conv6 = stablehlo.convolution(%lhs4, %rhs5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xbf16>, tensor<2x1x1xbf16>) -> tensor<1x2x1xbf16>
    check.expect_eq_const %conv6, dense<[[[68.0], [0.0]]]> : tensor<1x2x1xbf16>
    %lhs7 = stablehlo.constant dense<[[[0.1], [0.2], [0.3]]]> : tensor<1x3x1xf64>
    %rhs8 = stablehlo.constant dense<[[[10.0]]]> : tensor<1x1x1xf64>
    %conv9 = stablehlo.convolution(%lhs7, %rhs8) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf64>, tensor<1x1x1xf64>) -> tensor<1x3x1xf64>
    check.expect_eq_const %conv9, dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xf64>
    %lhs10 = stablehlo.constant dense<[[[200], [100], [3]]]> : tensor<1x3x1xui8>
    %rhs11 = stablehlo.constant dense<[[[1]], [[1]]]> : tensor<2x1x1xui8>
    %conv12 = stablehlo.convolution(%lhs10, %rhs11) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xui8>, tensor<2x1x1xui8>) -> tensor<1x2x1xui8>
    check.expect_eq_const %conv12, dense<[[[44], [103]]]> : tensor<1x2x1xui8>
    %lhs13 = stablehlo.constant dense<[[[100], [100]]]> : tensor<1x2x1xi8>
    %rhs14 = stablehlo.constant dense<[[[1]], [[1]]]> : tensor<2x1x1xi8>
    %conv15 = stablehlo.convolution(%lhs13, %rhs14) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi8>, tensor<2x1x1xi8>) -> tensor<1x1x1xi8>
    check.expect_eq_const %conv15, dense<[[[-56]]]> : tensor<1x1x1xi8>
    return
  }
}
