// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rsqrt in f64 incl. tiny, denormal and huge arguments.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 3.0, 0.5, 1.0e-300, 5.0e-324, 1.0e+300, 1.7976931348623157e+308]> : tensor<7xf64>
    %y2 = stablehlo.rsqrt %x1 : tensor<7xf64>
    %e3 = stablehlo.constant dense<[0.7071067811865476, 0.5773502691896257, 1.4142135623730951, 1.0e+150, 4.4989137945431964e+161, 1.0e-150, 7.458340731200207e-155]> : tensor<7xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<7xf64>, tensor<7xf64>
    return
  }
}
