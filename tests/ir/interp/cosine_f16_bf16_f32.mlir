// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cosine in f16, bf16 and f32 (f32 also at 1e30).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -2.0, 0.5, 100.0, 65500.0]> : tensor<5xf16>
    %y2 = stablehlo.cosine %x1 : tensor<5xf16>
    %e3 = stablehlo.constant dense<[0.5405, -0.4163, 0.8774, 0.8623, -0.2206]> : tensor<5xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf16>, tensor<5xf16>
    %x4 = stablehlo.constant dense<[1.0, -2.0, 0.5, 1.0e+30]> : tensor<4xbf16>
    %y5 = stablehlo.cosine %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.54, -0.416, 0.88, -0.43]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[1.0, -2.0, 0.5, 1.0e+30, 3.0e+38]> : tensor<5xf32>
    %y8 = stablehlo.cosine %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[0.5403023, -0.41614684, 0.87758255, -0.6116048, -0.48429477]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
