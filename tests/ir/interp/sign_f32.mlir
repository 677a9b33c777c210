// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sign on f32 as the spec defines it: NaN -> NaN, -0.0 -> -0.0, +0.0 -> +0.0, x < 0 -> -1.0,
// else 1.0 (also infinities and denormals). Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7FC00000, -1.5, 2.0, 0x7F800000, 0xFF800000, 1.0e-45, -1.0e-45, 1.1754944e-38]> : tensor<8xf32>
    %y2 = stablehlo.sign %x1 : tensor<8xf32>
    %e3 = stablehlo.constant dense<[0x7FC00000, -1.0, 1.0, 1.0, -1.0, 1.0, -1.0, 1.0]> : tensor<8xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, -3.0e+38]> : tensor<3xf32>
    %y5 = stablehlo.sign %x4 : tensor<3xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x00000000, 0xBF800000]> : tensor<3xui32>
    return
  }
}
