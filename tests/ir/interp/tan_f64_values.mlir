// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tan in f64: near the pole pi/2, at pi, large arguments (1e22, 2^1000) and a tiny value.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 0.5, 1.5707963267948966, 3.141592653589793, 1.0e+22, 1.0715086071862673e+301, 1.0e-300, -1.2]> : tensor<9xf64>
    %y2 = stablehlo.tan %x1 : tensor<9xf64>
    %e3 = stablehlo.constant dense<[1.5574077246549023, -1.5574077246549023, 0.5463024898437905, 1.633123935319537e+16, -1.2246467991473532e-16, -1.6287782256068988, -0.16125837995065806, 1.0e-300, -2.5721516221263188]> : tensor<9xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<9xf64>, tensor<9xf64>
    return
  }
}
