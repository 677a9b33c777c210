// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tanh in f16, bf16 and f32.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.5, -1.0, 3.0, 0.001]> : tensor<4xf16>
    %y2 = stablehlo.tanh %x1 : tensor<4xf16>
    %e3 = stablehlo.constant dense<[0.4622, -0.7617, 0.995, 0.001]> : tensor<4xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    %x4 = stablehlo.constant dense<[0.5, -1.0, 3.0, 1.0e-30]> : tensor<4xbf16>
    %y5 = stablehlo.tanh %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.463, -0.76, 0.996, 1.0e-30]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[0.5, -1.0, 3.0, 1.0e-30, 9.0]> : tensor<5xf32>
    %y8 = stablehlo.tanh %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[0.46211717, -0.7615942, 0.9950548, 1.0e-30, 0.99999994]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
