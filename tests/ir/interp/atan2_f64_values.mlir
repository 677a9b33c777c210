// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// atan2 in f64 in all four quadrants, with very different magnitudes and denormals.
// Expected: Python decimal arctangent at 700 digits rounded to f64, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -3.0, 3.0, -1.0, 1.0e-300, 1.0, 5.0e-324, 2.0]> : tensor<8xf64>
    %y2 = stablehlo.constant dense<[2.0, -4.0, -4.0, 7.0, 1.0, 1.0e-300, 5.0e-324, -1.0e+300]> : tensor<8xf64>
    %r3 = stablehlo.atan2 %x1, %y2 : tensor<8xf64>
    %e4 = stablehlo.constant dense<[0.4636476090008061, -2.498091544796509, 2.498091544796509, -0.14189705460416394, 1.0e-300, 1.5707963267948966, 0.7853981633974483, 3.141592653589793]> : tensor<8xf64>
    check.expect_close %r3, %e4, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
