// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential in f32 with results in the denormal range (not flushed to zero) and near FLT_MAX.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-100.0, -90.0, -103.0, 88.0, 88.7]> : tensor<5xf32>
    %y2 = stablehlo.exponential %x1 : tensor<5xf32>
    %e3 = stablehlo.constant dense<[3.8e-44, 8.19401e-40, 1.0e-45, 1.6516363e+38, 3.3259769e+38]> : tensor<5xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
