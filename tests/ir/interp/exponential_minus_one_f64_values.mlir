// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential_minus_one in f64: tiny arguments where exp(x) - 1 would cancel, and large ones.
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0e-10, -1.0e-10, 1.0, -1.0, 1.0e-300, 700.0, -40.0, 1.0e-05]> : tensor<8xf64>
    %y2 = stablehlo.exponential_minus_one %x1 : tensor<8xf64>
    %e3 = stablehlo.constant dense<[1.00000000005e-10, -9.999999999500001e-11, 1.7182818284590453, -0.6321205588285577, 1.0e-300, 1.0142320547350045e+304, -1.0, 1.0000050000166668e-05]> : tensor<8xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<8xf64>, tensor<8xf64>
    return
  }
}
