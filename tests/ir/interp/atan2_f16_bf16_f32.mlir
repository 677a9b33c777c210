// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// atan2 in f16, bf16 and f32 (including denormal operands).
// Expected: Python decimal arctangent at 700 digits rounded to each type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -3.0, 3.0, 65500.0]> : tensor<4xf16>
    %y2 = stablehlo.constant dense<[2.0, -4.0, -4.0, 6.0e-08]> : tensor<4xf16>
    %r3 = stablehlo.atan2 %x1, %y2 : tensor<4xf16>
    %e4 = stablehlo.constant dense<[0.4636, -2.498, 2.498, 1.57]> : tensor<4xf16>
    check.expect_close %r3, %e4, max_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    %x5 = stablehlo.constant dense<[1.0, -3.0, 9.0e-41, 3.0e+38]> : tensor<4xbf16>
    %y6 = stablehlo.constant dense<[2.0, -4.0, 1.0, -1.0]> : tensor<4xbf16>
    %r7 = stablehlo.atan2 %x5, %y6 : tensor<4xbf16>
    %e8 = stablehlo.constant dense<[0.463, -2.5, 9.0e-41, 1.57]> : tensor<4xbf16>
    check.expect_close %r7, %e8, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x9 = stablehlo.constant dense<[1.0, -3.0, 1.0e-45, 0.5]> : tensor<4xf32>
    %y10 = stablehlo.constant dense<[2.0, -4.0, -1.0, 0.5]> : tensor<4xf32>
    %r11 = stablehlo.atan2 %x9, %y10 : tensor<4xf32>
    %e12 = stablehlo.constant dense<[0.4636476, -2.4980915, 3.1415927, 0.7853982]> : tensor<4xf32>
    check.expect_close %r11, %e12, max_ulp_difference = 1 : tensor<4xf32>, tensor<4xf32>
    return
  }
}
