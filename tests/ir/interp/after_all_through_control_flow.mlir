// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tokens from after_all flow through while (as a carried value), if and case results, and function calls, and are
// joined again by after_all; the loop still computes its tensor result (3 iterations: 5 -> 40).
module {
  func.func @main() {
    %t = stablehlo.after_all  : !stablehlo.token
    %i0 = stablehlo.constant dense<0> : tensor<i32>
    %x0 = stablehlo.constant dense<5> : tensor<i32>
    %r:3 = stablehlo.while(%i = %i0, %x = %x0, %tok = %t) : tensor<i32>, tensor<i32>, !stablehlo.token
     cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %c = stablehlo.compare  LT, %i, %three,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      %x2 = stablehlo.add %x, %x : tensor<i32>
      %tok2 = stablehlo.after_all %tok : !stablehlo.token
      stablehlo.return %i2, %x2, %tok2 : tensor<i32>, tensor<i32>, !stablehlo.token
    }
    check.expect_eq_const %r#1, dense<40> : tensor<i32>
    %p = stablehlo.constant dense<true> : tensor<i1>
    %ti = "stablehlo.if"(%p) ({
      %a = stablehlo.after_all %r#2 : !stablehlo.token
      stablehlo.return %a : !stablehlo.token
    }, {
      stablehlo.return %t : !stablehlo.token
    }) : (tensor<i1>) -> !stablehlo.token
    %tc = "stablehlo.case"(%i0) ({
      stablehlo.return %ti : !stablehlo.token
    }) : (tensor<i32>) -> !stablehlo.token
    %tf = func.call @pass(%tc) : (!stablehlo.token) -> !stablehlo.token
    %all = stablehlo.after_all %t, %ti, %tc, %tf : !stablehlo.token
    return
  }
  func.func private @pass(%t: !stablehlo.token) -> !stablehlo.token {
    %u = stablehlo.after_all %t : !stablehlo.token
    return %u : !stablehlo.token
  }
}
