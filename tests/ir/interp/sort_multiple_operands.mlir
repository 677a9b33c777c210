// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sort of several operands together: the comparator sees (lhs0, rhs0, lhs1, rhs1, ...) and all operands are permuted
// alike. Spec example (dimension 0, GT on operand 0), and keys f32 with i32 and ui8 payloads along dimension 1.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[[1, 2, 3], [3, 2, 1]]> : tensor<2x3xi64>
    %b = stablehlo.constant dense<[[3, 2, 1], [1, 2, 3]]> : tensor<2x3xi64>
    %r:2 = "stablehlo.sort"(%a, %b) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%l0: tensor<i64>, %r0: tensor<i64>, %l1: tensor<i64>, %r1: tensor<i64>):
      %c = stablehlo.compare  GT, %l0, %r0,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
    check.expect_eq_const %r#0, dense<[[3, 2, 3], [1, 2, 1]]> : tensor<2x3xi64>
    check.expect_eq_const %r#1, dense<[[1, 2, 1], [3, 2, 3]]> : tensor<2x3xi64>
    %k = stablehlo.constant dense<[[0.5, -2.0, 9.0, 1.0], [4.0, 3.0, 2.0, 1.0]]> : tensor<2x4xf32>
    %v = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %w = stablehlo.constant dense<[[10, 20, 30, 40], [50, 60, 70, 80]]> : tensor<2x4xui8>
    %s:3 = "stablehlo.sort"(%k, %v, %w) <{dimension = 1 : i64}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>, %l1: tensor<i32>, %r1: tensor<i32>, %l2: tensor<ui8>, %r2: tensor<ui8>):
      %c = stablehlo.compare  LT, %l0, %r0,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xui8>) -> (tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xui8>)
    check.expect_eq_const %s#0, dense<[[-2.0, 0.5, 1.0, 9.0], [1.0, 2.0, 3.0, 4.0]]> : tensor<2x4xf32>
    check.expect_eq_const %s#1, dense<[[1, 0, 3, 2], [3, 2, 1, 0]]> : tensor<2x4xi32>
    check.expect_eq_const %s#2, dense<[[20, 10, 40, 30], [80, 70, 60, 50]]> : tensor<2x4xui8>
    return
  }
}
