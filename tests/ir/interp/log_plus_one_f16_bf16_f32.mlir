// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// log_plus_one in f16, bf16 and f32 with small arguments (spec example values in f32).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.001, -0.001, 1.0, 15.0]> : tensor<4xf16>
    %y2 = stablehlo.log_plus_one %x1 : tensor<4xf16>
    %e3 = stablehlo.constant dense<[0.000999, -0.001001, 0.6934, 2.773]> : tensor<4xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    %x4 = stablehlo.constant dense<[0.001, -0.5, 1.0e-20, 15.0]> : tensor<4xbf16>
    %y5 = stablehlo.log_plus_one %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.001, -0.69, 1.0e-20, 2.77]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[-0.999, 7.0, 6.389056, 15.0, 1.0e-07]> : tensor<5xf32>
    %y8 = stablehlo.log_plus_one %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[-6.9077682, 2.0794415, 2.0, 2.7725887, 9.9999994e-08]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
