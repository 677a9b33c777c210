// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// subtract on f32 is IEEE subtraction: inf - inf = NaN, x - x = +0.0, -0.0 - +0.0 = -0.0,
// +0.0 - -0.0 = +0.0, denormal differences are exact. Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0, -3.0e+38, 1.1754944e-38]> : tensor<6xf32>
    %y2 = stablehlo.constant dense<[0x7F800000, 0x7F800000, 1.0, 0x7FC00000, 3.0e+38, 1.0e-45]> : tensor<6xf32>
    %r3 = stablehlo.subtract %x1, %y2 : tensor<6xf32>
    %e4 = stablehlo.constant dense<[0x7FC00000, 0xFF800000, 0x7FC00000, 0x7FC00000, 0xFF800000, 1.1754942e-38]> : tensor<6xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    %x5 = stablehlo.constant dense<[-0.0, 0.0, 0.0, -0.0, 2.5, -2.5]> : tensor<6xf32>
    %y6 = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 2.5, -2.5]> : tensor<6xf32>
    %r7 = stablehlo.subtract %x5, %y6 : tensor<6xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<6xf32>) -> tensor<6xui32>
    check.expect_eq_const %bits8, dense<[0x80000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<6xui32>
    return
  }
}
