// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// stablehlo.return ends regions with as many values as the op needs: 3 values from a while body, 2 from case
// branches, a block argument returned directly from a reduce body (keep the right operand: a reduction that picks
// the last element, here a single element per row) and an empty return from an if.
module {
  func.func @main() {
    %a = stablehlo.constant dense<1> : tensor<i32>
    %b = stablehlo.constant dense<2.0> : tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %w:3 = stablehlo.while(%x = %a, %y = %b, %z = %c) : tensor<i32>, tensor<f32>, tensor<i1>
     cond {
      %nz = stablehlo.not %z : tensor<i1>
      stablehlo.return %nz : tensor<i1>
    } do {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %x, %y, %t : tensor<i32>, tensor<f32>, tensor<i1>
    }
    check.expect_eq_const %w#0, dense<1> : tensor<i32>
    check.expect_eq_const %w#1, dense<2.0> : tensor<f32>
    check.expect_eq_const %w#2, dense<true> : tensor<i1>
    %k:2 = "stablehlo.case"(%a) ({
      stablehlo.return %a, %b : tensor<i32>, tensor<f32>
    }, {
      %n = stablehlo.negate %b : tensor<f32>
      stablehlo.return %a, %n : tensor<i32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<i32>, tensor<f32>)
    check.expect_eq_const %k#1, dense<-2.0> : tensor<f32>
    %m = stablehlo.constant dense<[[4], [9]]> : tensor<2x1xi32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %r = stablehlo.reduce(%m init: %zero) across dimensions = [1] : (tensor<2x1xi32>, tensor<i32>) -> tensor<2xi32>
     reducer(%l: tensor<i32>, %rr: tensor<i32>)  {
      %s = stablehlo.add %l, %rr : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }
    check.expect_eq_const %r, dense<[4, 9]> : tensor<2xi32>
    "stablehlo.if"(%c) ({
      stablehlo.return
    }, {
      stablehlo.return
    }) : (tensor<i1>) -> ()
    return
  }
}
