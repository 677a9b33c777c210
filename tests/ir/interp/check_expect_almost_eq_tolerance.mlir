// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_almost_eq with an explicit absolute tolerance: differences just inside it pass (0.49 with 0.5, 90 with 100),
// and a computed value is compared against a reference within 1e-6.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 10.0]> : tensor<2xf32>
    %b = stablehlo.constant dense<[1.49, 9.51]> : tensor<2xf32>
    check.expect_almost_eq %a, %b, tolerance = 5.000000e-01 : tensor<2xf32>
    %c = stablehlo.constant dense<[0.0]> : tensor<1xf64>
    %d = stablehlo.constant dense<[90.0]> : tensor<1xf64>
    check.expect_almost_eq %c, %d, tolerance = 1.000000e+02 : tensor<1xf64>
    %x = stablehlo.constant dense<[0.1, 0.2]> : tensor<2xf64>
    %three = stablehlo.constant dense<3.0> : tensor<2xf64>
    %y = stablehlo.multiply %x, %three : tensor<2xf64>
    %e = stablehlo.constant dense<[0.3, 0.6]> : tensor<2xf64>
    check.expect_almost_eq %y, %e, tolerance = 1.000000e-06 : tensor<2xf64>
    return
  }
}
