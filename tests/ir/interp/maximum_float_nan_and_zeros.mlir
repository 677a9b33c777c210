// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// maximum on floats is IEEE-754 maximum: NaN in either operand gives NaN (unlike C fmax), and -0.0 < +0.0,
// so max(-0, +0) = max(+0, -0) = +0.0. Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7FC00000, 1.0, 0x7FC00000, 0xFF800000, 0x7F800000, 1.0e-45]> : tensor<6xf32>
    %y2 = stablehlo.constant dense<[1.0, 0x7FC00000, 0xFF800000, 5.0, 0x7FC00000, 0.0]> : tensor<6xf32>
    %r3 = stablehlo.maximum %x1, %y2 : tensor<6xf32>
    %e4 = stablehlo.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, 5.0, 0x7FC00000, 1.0e-45]> : tensor<6xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    %x5 = stablehlo.constant dense<[-0.0, 0.0, -0.0, -1.0]> : tensor<4xf32>
    %y6 = stablehlo.constant dense<[0.0, -0.0, -0.0, -0.0]> : tensor<4xf32>
    %r7 = stablehlo.maximum %x5, %y6 : tensor<4xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits8, dense<[0x00000000, 0x00000000, 0x80000000, 0x80000000]> : tensor<4xui32>
    return
  }
}
