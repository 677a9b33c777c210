// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// logistic in f64: spec example values, large negative arguments (tiny results) and large positive ones (1.0).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 2.0, 3.0, -40.0, 40.0, 1.0e-10, -700.0]> : tensor<8xf64>
    %y2 = stablehlo.logistic %x1 : tensor<8xf64>
    %e3 = stablehlo.constant dense<[0.7310585786300049, 0.2689414213699951, 0.8807970779778824, 0.9525741268224333, 4.248354255291589e-18, 1.0, 0.500000000025, 9.85967654375977e-305]> : tensor<8xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
