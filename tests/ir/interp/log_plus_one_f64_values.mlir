// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// log_plus_one in f64: tiny arguments where log(1 + x) would lose precision, and values near -1.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0e-10, -1.0e-10, 1.0, -0.5, 1.0e-300, -0.9999999999999999, 1.0e+300, 7.0]> : tensor<8xf64>
    %y2 = stablehlo.log_plus_one %x1 : tensor<8xf64>
    %e3 = stablehlo.constant dense<[9.999999999500001e-11, -1.00000000005e-10, 0.6931471805599453, -0.6931471805599453, 1.0e-300, -36.7368005696771, 690.7755278982137, 2.0794415416798357]> : tensor<8xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
