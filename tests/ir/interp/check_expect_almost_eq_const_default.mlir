// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_almost_eq_const without a tolerance (0.0001): a computed sqrt(2) against 1.41421 (difference 3.6e-6),
// NaN against a NaN literal, and a rank-0 value.
module {
  func.func @main() {
    %two = stablehlo.constant dense<[2.0, -1.0]> : tensor<2xf32>
    %r = stablehlo.sqrt %two : tensor<2xf32>
    check.expect_almost_eq_const %r, dense<[1.41421, 0x7FC00000]> : tensor<2xf32>
    %s = stablehlo.constant dense<0.12345> : tensor<f64>
    check.expect_almost_eq_const %s, dense<0.1235> : tensor<f64>
    return
  }
}
