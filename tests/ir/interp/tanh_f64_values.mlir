// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tanh in f64: small arguments where tanh(x) ~ x, moderate and saturating ones.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.5, -0.5, 1.0e-10, 10.0, 19.0, 25.0, 1.0e-300, -3.0]> : tensor<8xf64>
    %y2 = stablehlo.tanh %x1 : tensor<8xf64>
    %e3 = stablehlo.constant dense<[0.46211715726000974, -0.46211715726000974, 1.0e-10, 0.9999999958776927, 0.9999999999999999, 1.0, 1.0e-300, -0.9950547536867305]> : tensor<8xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
