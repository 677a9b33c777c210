// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// map on a rank-0 tensor (empty dimensions), on a size-0 tensor (the computation never runs), and on ui8 where the
// computation wraps (x * 2 + 1 mod 256).
module {
  func.func @main() {
    %s = stablehlo.constant dense<4.0> : tensor<bf16>
    %r = "stablehlo.map"(%s) <{dimensions = array<i64>}> ({
    ^bb0(%a: tensor<bf16>):
      %n = stablehlo.negate %a : tensor<bf16>
      stablehlo.return %n : tensor<bf16>
    }) : (tensor<bf16>) -> tensor<bf16>
    check.expect_eq_const %r, dense<-4.0> : tensor<bf16>
    %e = stablehlo.constant dense<> : tensor<0x2xi32>
    %re = "stablehlo.map"(%e, %e) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %d = stablehlo.divide %a, %b : tensor<i32>
      stablehlo.return %d : tensor<i32>
    }) : (tensor<0x2xi32>, tensor<0x2xi32>) -> tensor<0x2xi32>
    check.expect_eq_const %re, dense<> : tensor<0x2xi32>
    %u = stablehlo.constant dense<[0, 127, 128, 255]> : tensor<4xui8>
    %ru = "stablehlo.map"(%u) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<ui8>):
      %one = stablehlo.constant dense<1> : tensor<ui8>
      %d = stablehlo.add %a, %a : tensor<ui8>
      %p = stablehlo.add %d, %one : tensor<ui8>
      stablehlo.return %p : tensor<ui8>
    }) : (tensor<4xui8>) -> tensor<4xui8>
    check.expect_eq_const %ru, dense<[1, 255, 1, 255]> : tensor<4xui8>
    return
  }
}
