// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// divide is correctly rounded in every float type: 1/3 in f64, f32, f16 and bf16; spec example 17.1 / 3 in f32.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, 2.0, 17.1]> : tensor<3xf64>
    %y2 = stablehlo.constant dense<[3.0, 3.0, 3.0]> : tensor<3xf64>
    %r3 = stablehlo.divide %x1, %y2 : tensor<3xf64>
    %e4 = stablehlo.constant dense<[0.3333333333333333, 0.6666666666666666, 5.7]> : tensor<3xf64>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<3xf64>, tensor<3xf64>
    %x5 = stablehlo.constant dense<[1.0, 17.1, -17.1]> : tensor<3xf32>
    %y6 = stablehlo.constant dense<[3.0, 3.0, -3.0]> : tensor<3xf32>
    %r7 = stablehlo.divide %x5, %y6 : tensor<3xf32>
    %e8 = stablehlo.constant dense<[0.33333334, 5.7000003, 5.7000003]> : tensor<3xf32>
    check.expect_close %r7, %e8, max_ulp_difference = 0 : tensor<3xf32>, tensor<3xf32>
    %x9 = stablehlo.constant dense<[1.0, 1.0, 65500.0]> : tensor<3xf16>
    %y10 = stablehlo.constant dense<[3.0, 0.0001, 0.5]> : tensor<3xf16>
    %r11 = stablehlo.divide %x9, %y10 : tensor<3xf16>
    %e12 = stablehlo.constant dense<[0.3333, 10000.0, 0x7C00]> : tensor<3xf16>
    check.expect_close %r11, %e12, max_ulp_difference = 0 : tensor<3xf16>, tensor<3xf16>
    %x13 = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xbf16>
    %y14 = stablehlo.constant dense<[3.0, 1.0e-38]> : tensor<2xbf16>
    %r15 = stablehlo.divide %x13, %y14 : tensor<2xbf16>
    %e16 = stablehlo.constant dense<[0.334, 1.0e+38]> : tensor<2xbf16>
    check.expect_close %r15, %e16, max_ulp_difference = 0 : tensor<2xbf16>, tensor<2xbf16>
    return
  }
}
