// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tan in f16 and bf16.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -0.5, 1.5, 100.0, 0.0001]> : tensor<5xf16>
    %y2 = stablehlo.tan %x1 : tensor<5xf16>
    %e3 = stablehlo.constant dense<[1.558, -0.5464, 14.1, -0.5874, 0.0001]> : tensor<5xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf16>, tensor<5xf16>
    %x4 = stablehlo.constant dense<[1.0, -0.5, 1.5, 1.0e+30, 1.0e-38]> : tensor<5xbf16>
    %y5 = stablehlo.tan %x4 : tensor<5xbf16>
    %e6 = stablehlo.constant dense<[1.555, -0.547, 14.1, 2.11, 1.0e-38]> : tensor<5xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<5xbf16>, tensor<5xbf16>
    return
  }
}
