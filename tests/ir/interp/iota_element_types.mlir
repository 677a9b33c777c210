// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// iota in every integer and float element type: values are the exact indices converted to the type.
module {
  func.func @main() {
    %a = stablehlo.iota dim = 0 : tensor<4xui8>
    check.expect_eq_const %a, dense<[0, 1, 2, 3]> : tensor<4xui8>
    %b = stablehlo.iota dim = 0 : tensor<3xi8>
    check.expect_eq_const %b, dense<[0, 1, 2]> : tensor<3xi8>
    %c = stablehlo.iota dim = 0 : tensor<3xui64>
    check.expect_eq_const %c, dense<[0, 1, 2]> : tensor<3xui64>
    %d = stablehlo.iota dim = 1 : tensor<1x4xf32>
    check.expect_eq_const %d, dense<[[0.0, 1.0, 2.0, 3.0]]> : tensor<1x4xf32>
    %e = stablehlo.iota dim = 0 : tensor<3xbf16>
    check.expect_eq_const %e, dense<[0.0, 1.0, 2.0]> : tensor<3xbf16>
    %f = stablehlo.iota dim = 0 : tensor<3xf16>
    check.expect_eq_const %f, dense<[0.0, 1.0, 2.0]> : tensor<3xf16>
    %g = stablehlo.iota dim = 0 : tensor<2xf64>
    check.expect_eq_const %g, dense<[0.0, 1.0]> : tensor<2xf64>
    %h = stablehlo.iota dim = 0 : tensor<2xui16>
    check.expect_eq_const %h, dense<[0, 1]> : tensor<2xui16>
    return
  }
}
