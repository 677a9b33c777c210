// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// add on f32 is IEEE addition: inf + -inf = NaN, NaN propagates, overflow to inf, exact cancellation gives +0.0
// but -0.0 + -0.0 = -0.0, denormals add exactly (2^-149 + 2^-149 = 2^-148, not flushed). Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7F800000, 0x7F800000, 0x7FC00000, 1.0, 3.0e+38, -3.0e+38, 1.0e-45, 1.1754944e-38]> : tensor<8xf32>
    %y2 = stablehlo.constant dense<[0xFF800000, 1.0, 1.0, 0x7FC00000, 3.0e+38, -3.0e+38, 1.0e-45, -1.0e-45]> : tensor<8xf32>
    %r3 = stablehlo.add %x1, %y2 : tensor<8xf32>
    %e4 = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000, 0x7F800000, 0xFF800000, 3.0e-45, 1.1754942e-38]> : tensor<8xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
    %x5 = stablehlo.constant dense<[-0.0, -0.0, 0.0, 1.5, -1.5]> : tensor<5xf32>
    %y6 = stablehlo.constant dense<[-0.0, 0.0, -0.0, -1.5, 1.5]> : tensor<5xf32>
    %r7 = stablehlo.add %x5, %y6 : tensor<5xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits8, dense<[0x80000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<5xui32>
    return
  }
}
