// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// after_all tokens stored in tuples and passed through optimization_barrier, then joined; alongside, a checked value
// travels the same way.
module {
  func.func @main() {
    %a = stablehlo.after_all  : !stablehlo.token
    %v = stablehlo.constant dense<3.5> : tensor<f32>
    %t = stablehlo.tuple %a, %v : tuple<!stablehlo.token, tensor<f32>>
    %g = stablehlo.get_tuple_element %t[0] : (tuple<!stablehlo.token, tensor<f32>>) -> !stablehlo.token
    %w = stablehlo.get_tuple_element %t[1] : (tuple<!stablehlo.token, tensor<f32>>) -> tensor<f32>
    %b:2 = stablehlo.optimization_barrier %g, %w : !stablehlo.token, tensor<f32>
    %j = stablehlo.after_all %b#0, %a : !stablehlo.token
    check.expect_eq_const %b#1, dense<3.5> : tensor<f32>
    return
  }
}
