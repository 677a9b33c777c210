// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// log in f16 (incl. a denormal), bf16 and f32.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 10.0, 65500.0, 6.0e-08]> : tensor<4xf16>
    %y2 = stablehlo.log %x1 : tensor<4xf16>
    %e3 = stablehlo.constant dense<[0.6934, 2.303, 11.09, -16.64]> : tensor<4xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    %x4 = stablehlo.constant dense<[2.0, 10.0, 1.0e+38, 9.0e-41]> : tensor<4xbf16>
    %y5 = stablehlo.log %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.69, 2.3, 87.5, -92.0]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[2.0, 10.0, 3.0e+38, 1.0e-40, 1.0000001]> : tensor<5xf32>
    %y8 = stablehlo.log %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[0.6931472, 2.3025851, 88.59685, -92.10341, 1.1920928e-07]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
