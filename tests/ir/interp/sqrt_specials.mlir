// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sqrt: IEEE-754 special cases (sqrt(-0) = -0, sqrt(x<0) = NaN, sqrt(inf) = inf) and exact squares incl. denormal 2^-148 -> 2^-74.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 4.0, 0.25]> : tensor<6xf32>
    %y2 = stablehlo.sqrt %x1 : tensor<6xf32>
    %e3 = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000, 2.0, 0.5]> : tensor<6xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, 3.0e-45, 9.0]> : tensor<4xf32>
    %y5 = stablehlo.sqrt %x4 : tensor<4xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x00000000, 0x1A800000, 0x40400000]> : tensor<4xui32>
    return
  }
}
