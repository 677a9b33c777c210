// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential in f16 (overflow above ~11.09, denormal results) and bf16.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 11.0, 12.0, -16.0, -9.0]> : tensor<6xf16>
    %y2 = stablehlo.exponential %x1 : tensor<6xf16>
    %e3 = stablehlo.constant dense<[2.719, 0.368, 59870.0, 0x7C00, 1.0e-07, 0.0001234]> : tensor<6xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<6xf16>, tensor<6xf16>
    %x4 = stablehlo.constant dense<[1.0, -1.0, 88.0, 89.0, -90.0]> : tensor<5xbf16>
    %y5 = stablehlo.exponential %x4 : tensor<5xbf16>
    %e6 = stablehlo.constant dense<[2.72, 0.367, 1.655e+38, 0x7F80, 8.0e-40]> : tensor<5xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<5xbf16>, tensor<5xbf16>
    return
  }
}
