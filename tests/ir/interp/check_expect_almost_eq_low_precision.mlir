// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_almost_eq on f16 and bf16: values are compared after widening, so two bf16 neighbours 2^-7 apart pass
// with tolerance 0.01, and f16 1/3 matches 0.3333 within 0.001.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
    %b = stablehlo.constant dense<[1.0078125, 2.0]> : tensor<2xbf16>
    check.expect_almost_eq %a, %b, tolerance = 0.01 : tensor<2xbf16>
    %h = stablehlo.constant dense<1.0> : tensor<f16>
    %three = stablehlo.constant dense<3.0> : tensor<f16>
    %third = stablehlo.divide %h, %three : tensor<f16>
    %e = stablehlo.constant dense<0.3333> : tensor<f16>
    check.expect_almost_eq %third, %e, tolerance = 1.000000e-03 : tensor<f16>
    return
  }
}
