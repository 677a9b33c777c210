// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// optimization_barrier is the identity on each operand (spec example 0.0, 1.0), for several operands of different
// types at once; float bits (NaN payload, -0.0, denormal) pass through unchanged.
module {
  func.func @main() {
    %a = stablehlo.constant dense<0.0> : tensor<f32>
    %b = stablehlo.constant dense<1.0> : tensor<f32>
    %r:2 = stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<f32>
    check.expect_eq_const %r#0, dense<0.0> : tensor<f32>
    check.expect_eq_const %r#1, dense<1.0> : tensor<f32>
    %f = stablehlo.constant dense<[0x7FC00009, -0.0, 0x00000001]> : tensor<3xf32>
    %i = stablehlo.constant dense<[[-128, 127]]> : tensor<1x2xi8>
    %p = stablehlo.constant dense<true> : tensor<i1>
    %u = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %s:4 = stablehlo.optimization_barrier %f, %i, %p, %u : tensor<3xf32>, tensor<1x2xi8>, tensor<i1>, tensor<ui64>
    %fb = stablehlo.bitcast_convert %s#0 : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %fb, dense<[0x7FC00009, 0x80000000, 0x00000001]> : tensor<3xui32>
    check.expect_eq %s#1, %i : tensor<1x2xi8>
    check.expect_eq_const %s#2, dense<true> : tensor<i1>
    check.expect_eq_const %s#3, dense<18446744073709551615> : tensor<ui64>
    return
  }
}
