// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tan in f32: ordinary values, near the pole f32(pi/2) and large arguments.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.5, -1.2, 1.57, 1.5707964, 100.0, 1.0e+30, -3.0e+38]> : tensor<7xf32>
    %y2 = stablehlo.tan %x1 : tensor<7xf32>
    %e3 = stablehlo.constant dense<[0.5463025, -2.572152, 1255.8483, -22877332.0, -0.58721393, 1.2935861, 1.8065544]> : tensor<7xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<7xf32>, tensor<7xf32>
    return
  }
}
