// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential_minus_one in f16, bf16 and f32 with small arguments.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.001, -0.001, 1.0, 10.0]> : tensor<4xf16>
    %y2 = stablehlo.exponential_minus_one %x1 : tensor<4xf16>
    %e3 = stablehlo.constant dense<[0.001001, -0.000999, 1.719, 22030.0]> : tensor<4xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    %x4 = stablehlo.constant dense<[0.001, -0.001, 1.0, 1.0e-20]> : tensor<4xbf16>
    %y5 = stablehlo.exponential_minus_one %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.001, -0.001, 1.72, 1.0e-20]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[1.0e-07, -1.0e-07, 1.0, 1.0e-30, 80.0]> : tensor<5xf32>
    %y8 = stablehlo.exponential_minus_one %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[1.0000001e-07, -9.9999994e-08, 1.7182819, 1.0e-30, 5.5406225e+34]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
