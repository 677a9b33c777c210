// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rsqrt in f16, bf16 and f32 incl. denormal inputs (spec example 9 -> 0.33333334).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 3.0, 9.0, 65500.0, 6.0e-08]> : tensor<5xf16>
    %y2 = stablehlo.rsqrt %x1 : tensor<5xf16>
    %e3 = stablehlo.constant dense<[0.707, 0.577, 0.3333, 0.003906, 4096.0]> : tensor<5xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf16>, tensor<5xf16>
    %x4 = stablehlo.constant dense<[2.0, 9.0, 1.0e+38, 9.0e-41]> : tensor<4xbf16>
    %y5 = stablehlo.rsqrt %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.707, 0.334, 1.0e-19, 1.043e+20]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[2.0, 9.0, 25.0, 1.0e-45, 3.0e+38]> : tensor<5xf32>
    %y8 = stablehlo.rsqrt %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[0.70710677, 0.33333334, 0.2, 2.6713738e+22, 5.773503e-20]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
