// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_almost_eq_const with an explicit tolerance: exp(1) against 2.7 within 0.02, pi/4 tan in f64 against
// 1.0 within 1e-12, infinities matched exactly.
module {
  func.func @main() {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %e = stablehlo.exponential %one : tensor<f32>
    check.expect_almost_eq_const %e, dense<2.7> : tensor<f32>, tolerance = 2.000000e-02
    %q = stablehlo.constant dense<0.78539816339744828> : tensor<f64>
    %t = stablehlo.tan %q : tensor<f64>
    check.expect_almost_eq_const %t, dense<1.0> : tensor<f64>, tolerance = 9.9999999999999998e-13
    %inf = stablehlo.constant dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>
    check.expect_almost_eq_const %inf, dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>, tolerance = 1.000000e+00
    return
  }
}
