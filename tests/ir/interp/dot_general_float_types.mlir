// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general in f16, bf16 and f64 with exactly representable products and sums (so the summation order does not
// matter), and IEEE specials in f32: inf * 0 gives NaN, inf + finite stays inf; precision_config is a hint only.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[1.5, 2.0], [-4.0, 0.25]]> : tensor<2x2xf16>
    %rhs2 = stablehlo.constant dense<[[2.0, 8.0], [0.5, -4.0]]> : tensor<2x2xf16>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, contracting_dims = [1] x [0] : (tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
    %expected4 = stablehlo.constant dense<[[4.0, 4.0], [-7.875, -33.0]]> : tensor<2x2xf16>
    check.expect_close %dot3, %expected4, max_ulp_difference = 0 : tensor<2x2xf16>, tensor<2x2xf16>
    %lhs5 = stablehlo.constant dense<[256.0, 2.0, -1.0]> : tensor<3xbf16>
    %rhs6 = stablehlo.constant dense<[0.5, 64.0, 3.0]> : tensor<3xbf16>
    %dot7 = stablehlo.dot_general %lhs5, %rhs6, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<bf16>
    %expected8 = stablehlo.constant dense<253.0> : tensor<bf16>
    check.expect_close %dot7, %expected8, max_ulp_difference = 0 : tensor<bf16>, tensor<bf16>
    %lhs9 = stablehlo.constant dense<[[0.1, 0.2], [0.3, 0.4]]> : tensor<2x2xf64>
    %rhs10 = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf64>
    %dot11 = stablehlo.dot_general %lhs9, %rhs10, contracting_dims = [1] x [0] : (tensor<2x2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %expected12 = stablehlo.constant dense<[0.1, 0.3]> : tensor<2xf64>
    check.expect_close %dot11, %expected12, max_ulp_difference = 0 : tensor<2xf64>, tensor<2xf64>
    %lhs13 = stablehlo.constant dense<[[0x7F800000, 1.0], [0x7F800000, 0.0]]> : tensor<2x2xf32>
    %rhs14 = stablehlo.constant dense<[[0.0, 1.0], [1.0, 5.0]]> : tensor<2x2xf32>
    %dot15 = stablehlo.dot_general %lhs13, %rhs14, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %expected16 = stablehlo.constant dense<[[0x7FC00000, 0x7F800000], [0x7FC00000, 0x7F800000]]> : tensor<2x2xf32>
    check.expect_close %dot15, %expected16, max_ulp_difference = 0 : tensor<2x2xf32>, tensor<2x2xf32>
    return
  }
}
