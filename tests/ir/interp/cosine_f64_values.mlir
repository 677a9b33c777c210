// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cosine in f64, including large arguments that need exact range reduction (1e22, 2^1000).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 0.5, 100.0, 1.0e+22, 1.0715086071862673e+301, 1.5707963267948966]> : tensor<7xf64>
    %y2 = stablehlo.cosine %x1 : tensor<7xf64>
    %e3 = stablehlo.constant dense<[0.5403023058681398, 0.5403023058681398, 0.8775825618903728, 0.8623188722876839, 0.523214785395139, 0.9872460775989135, 6.123233995736766e-17]> : tensor<7xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<7xf64>, tensor<7xf64>
    return
  }
}
