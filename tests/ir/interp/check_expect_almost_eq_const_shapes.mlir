// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_almost_eq_const with a splat literal against a 2-D tensor, a size-0 tensor, and bf16 / f16 values.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[[0.50001, 0.49999], [0.5, 0.50005]]> : tensor<2x2xf32>
    check.expect_almost_eq_const %a, dense<0.5> : tensor<2x2xf32>
    %e = stablehlo.constant dense<> : tensor<0x2xf64>
    check.expect_almost_eq_const %e, dense<> : tensor<0x2xf64>
    %b = stablehlo.constant dense<[3.140625]> : tensor<1xbf16>
    check.expect_almost_eq_const %b, dense<[3.14159]> : tensor<1xbf16>, tolerance = 1.000000e-02
    %h = stablehlo.constant dense<[65504.0]> : tensor<1xf16>
    check.expect_almost_eq_const %h, dense<[65500.0]> : tensor<1xf16>, tolerance = 1.000000e+00
    return
  }
}
