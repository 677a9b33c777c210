// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// log in f64: tiny, denormal, huge and next-to-one arguments.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 10.0, 0.5, 1.0e-300, 5.0e-324, 1.7976931348623157e+308, 1.0000000000000002, 0.9999999999999999]> : tensor<8xf64>
    %y2 = stablehlo.log %x1 : tensor<8xf64>
    %e3 = stablehlo.constant dense<[0.6931471805599453, 2.302585092994046, -0.6931471805599453, -690.7755278982137, -744.4400719213812, 709.782712893384, 2.2204460492503128e-16, -1.1102230246251565e-16]> : tensor<8xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
