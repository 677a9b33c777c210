// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// if returns the results of true_branch when pred is true and of false_branch otherwise (spec example: 10 / 11),
// with several results of different types.
module {
  func.func @main() {
    %t = stablehlo.constant dense<true> : tensor<i1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %ten = stablehlo.constant dense<10> : tensor<i32>
    %eleven = stablehlo.constant dense<11> : tensor<i32>
    %a = "stablehlo.if"(%t) ({
      stablehlo.return %ten : tensor<i32>
    }, {
      stablehlo.return %eleven : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    check.expect_eq_const %a, dense<10> : tensor<i32>
    %b = "stablehlo.if"(%f) ({
      stablehlo.return %ten : tensor<i32>
    }, {
      stablehlo.return %eleven : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    check.expect_eq_const %b, dense<11> : tensor<i32>
    %v = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
    %r:3 = "stablehlo.if"(%f) ({
      %n = stablehlo.negate %v : tensor<2xf32>
      %c = stablehlo.constant dense<1> : tensor<ui8>
      stablehlo.return %n, %c, %t : tensor<2xf32>, tensor<ui8>, tensor<i1>
    }, {
      %d = stablehlo.add %v, %v : tensor<2xf32>
      %c = stablehlo.constant dense<2> : tensor<ui8>
      stablehlo.return %d, %c, %f : tensor<2xf32>, tensor<ui8>, tensor<i1>
    }) : (tensor<i1>) -> (tensor<2xf32>, tensor<ui8>, tensor<i1>)
    check.expect_eq_const %r#0, dense<[3.0, -4.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<2> : tensor<ui8>
    check.expect_eq_const %r#2, dense<false> : tensor<i1>
    return
  }
}
