// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sine in f16, bf16 and f32 (f32 also at 1e30 and 3e38).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -2.0, 0.5, 100.0, 65500.0]> : tensor<5xf16>
    %y2 = stablehlo.sine %x1 : tensor<5xf16>
    %e3 = stablehlo.constant dense<[0.8413, -0.909, 0.4795, -0.5063, 0.9756]> : tensor<5xf16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf16>, tensor<5xf16>
    %x4 = stablehlo.constant dense<[1.0, -2.0, 0.5, 1.0e+30]> : tensor<4xbf16>
    %y5 = stablehlo.sine %x4 : tensor<4xbf16>
    %e6 = stablehlo.constant dense<[0.84, -0.91, 0.479, -0.902]> : tensor<4xbf16>
    check.expect_close %y5, %e6, max_ulp_difference = 1 : tensor<4xbf16>, tensor<4xbf16>
    %x7 = stablehlo.constant dense<[1.0, -2.0, 0.5, 1.0e+30, 3.0e+38]> : tensor<5xf32>
    %y8 = stablehlo.sine %x7 : tensor<5xf32>
    %e9 = stablehlo.constant dense<[0.84147096, -0.9092974, 0.47942555, -0.79116344, 0.8749049]> : tensor<5xf32>
    check.expect_close %y8, %e9, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
