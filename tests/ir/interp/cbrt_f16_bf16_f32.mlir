// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cbrt in f16, bf16 and f32 incl. denormal inputs (not flushed) and large values.
// Expected: 700-digit Python decimal cube root rounded to each type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 10.0, -27.0, 6.0e-08, 65500.0]> : tensor<5xf16>
    %y2 = stablehlo.cbrt %x1 : tensor<5xf16>
    %e3 = stablehlo.constant dense<[1.26, 2.154, -3.0, 0.003906, 40.3]> : tensor<5xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf16>, tensor<5xf16>
    %x4 = stablehlo.constant dense<[2.0, 10.0, -27.0, 9.0e-41, 3.0e+38]> : tensor<5xbf16>
    %y5 = stablehlo.cbrt %x4 : tensor<5xbf16>
    %e6 = stablehlo.constant dense<[1.26, 2.16, -3.0, 4.5e-14, 6700000000000.0]> : tensor<5xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<5xbf16>, tensor<5xbf16>
    %x7 = stablehlo.constant dense<[2.0, 1.0e-45, -3.0e+38]> : tensor<3xf32>
    %y8 = stablehlo.cbrt %x7 : tensor<3xf32>
    %e9 = stablehlo.constant dense<[1.2599211, 1.1190347e-15, -6694329400000.0]> : tensor<3xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<3xf32>, tensor<3xf32>
    return
  }
}
