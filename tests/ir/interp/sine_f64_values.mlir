// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sine in f64, including large arguments (1e22, 2^1000), pi and a tiny value.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 0.5, 100.0, 1.0e+22, 1.0715086071862673e+301, 3.141592653589793, 1.0e-300]> : tensor<8xf64>
    %y2 = stablehlo.sine %x1 : tensor<8xf64>
    %e3 = stablehlo.constant dense<[0.8414709848078965, -0.8414709848078965, 0.479425538604203, -0.5063656411097588, -0.8522008497671888, -0.15920170308624243, 1.2246467991473532e-16, 1.0e-300]> : tensor<8xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
