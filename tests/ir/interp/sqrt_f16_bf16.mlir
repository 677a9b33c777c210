// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sqrt in f16 and bf16, correctly rounded (0 ULP), incl. denormal inputs.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, exactly.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 3.0, 65500.0, 6.0e-08]> : tensor<4xf16>
    %y2 = stablehlo.sqrt %x1 : tensor<4xf16>
    %e3 = stablehlo.constant dense<[1.414, 1.732, 255.9, 0.0002441]> : tensor<4xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<4xf16>, tensor<4xf16>
    %x4 = stablehlo.constant dense<[2.0, 3.0, 1.0e+38, 9.0e-41]> : tensor<4xbf16>
    %y5 = stablehlo.sqrt %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[1.414, 1.734, 1.0e+19, 9.6e-21]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 0 : tensor<4xbf16>, tensor<4xbf16>
    return
  }
}
