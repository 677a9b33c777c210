// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// custom_call @check.expect_almost_eq uses absolute tolerance 0.001 (NaN matches NaN, inf matches inf);
// @check.eq returns tensor<i1> true: exact for integers, tolerance 0.0001 for floats (conformance README).
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 0x7FC00000, 0x7F800000, -2.0]> : tensor<4xf32>
    %b = stablehlo.constant dense<[1.0009, 0x7FC00000, 0x7F800000, -1.9991]> : tensor<4xf32>
    stablehlo.custom_call @check.expect_almost_eq(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    %c = stablehlo.constant dense<[0.5, 2.0]> : tensor<2xf64>
    %d = stablehlo.constant dense<[0.50009, 1.99991]> : tensor<2xf64>
    %ok = stablehlo.custom_call @check.eq(%c, %d) : (tensor<2xf64>, tensor<2xf64>) -> tensor<i1>
    check.expect_eq_const %ok, dense<true> : tensor<i1>
    %i = stablehlo.constant dense<[7, -7]> : tensor<2xi32>
    %ok2 = stablehlo.custom_call @check.eq(%i, %i) : (tensor<2xi32>, tensor<2xi32>) -> tensor<i1>
    check.expect_eq_const %ok2, dense<true> : tensor<i1>
    return
  }
}
