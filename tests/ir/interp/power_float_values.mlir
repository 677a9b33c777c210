// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// power in f64, f32, f16 and bf16 on non-trivial values, overflow to inf and results in the denormal range.
// Expected: Python decimal power at 700 digits rounded to each type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 10.0, 0.5, 1.0000001, 2.0, 7.0, 10.0]> : tensor<7xf64>
    %y2 = stablehlo.constant dense<[0.5, -300.0, 1074.0, 10000000.0, -1074.0, 3.7, 309.0]> : tensor<7xf64>
    %r3 = stablehlo.power %x1, %y2 : tensor<7xf64>
    %e4 = stablehlo.constant dense<[1.4142135623730951, 1.0e-300, 5.0e-324, 2.7182816941320818, 5.0e-324, 1339.253370553094, 0x7FF0000000000000]> : tensor<7xf64>
    check.expect_close %r3, %e4, max_ulp_difference = 1 : tensor<7xf64>, tensor<7xf64>
    %x5 = stablehlo.constant dense<[2.0, 10.0, 3.0, 2.0, 1.5]> : tensor<5xf32>
    %y6 = stablehlo.constant dense<[0.5, 38.0, 1.7, -149.0, 100.0]> : tensor<5xf32>
    %r7 = stablehlo.power %x5, %y6 : tensor<5xf32>
    %e8 = stablehlo.constant dense<[1.4142135, 1.0e+38, 6.473008, 1.0e-45, 4.065612e+17]> : tensor<5xf32>
    check.expect_close %r7, %e8, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    %x9 = stablehlo.constant dense<[2.0, 10.0, 3.0, 2.0]> : tensor<4xf16>
    %y10 = stablehlo.constant dense<[0.5, 4.0, 11.0, -24.0]> : tensor<4xf16>
    %r11 = stablehlo.power %x9, %y10 : tensor<4xf16>
    %e12 = stablehlo.constant dense<[1.414, 10000.0, 0x7C00, 6.0e-08]> : tensor<4xf16>
    check.expect_close %r11, %e12, max_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    %x13 = stablehlo.constant dense<[2.0, 10.0, 3.0]> : tensor<3xbf16>
    %y14 = stablehlo.constant dense<[0.5, 30.0, 81.0]> : tensor<3xbf16>
    %r15 = stablehlo.power %x13, %y14 : tensor<3xbf16>
    %e16 = stablehlo.constant dense<[1.414, 1.0e+30, 0x7F80]> : tensor<3xbf16>
    check.expect_close %r15, %e16, max_ulp_difference = 1 : tensor<3xbf16>, tensor<3xbf16>
    return
  }
}
