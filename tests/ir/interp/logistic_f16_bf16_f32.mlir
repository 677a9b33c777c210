// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// logistic in f16, bf16 and f32 (f32 also at -20 and -80, where results are tiny but normal).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 2.0, -10.0, 0.001]> : tensor<5xf16>
    %y2 = stablehlo.logistic %x1 : tensor<5xf16>
    %e3 = stablehlo.constant dense<[0.731, 0.269, 0.881, 4.54e-05, 0.5005]> : tensor<5xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf16>, tensor<5xf16>
    %x4 = stablehlo.constant dense<[1.0, -1.0, 2.0, -50.0]> : tensor<4xbf16>
    %y5 = stablehlo.logistic %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.73, 0.27, 0.88, 1.93e-22]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[1.0, -1.0, 2.0, -20.0, -80.0]> : tensor<5xf32>
    %y8 = stablehlo.logistic %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[0.7310586, 0.26894143, 0.8807971, 2.0611537e-09, 1.8048513e-35]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
