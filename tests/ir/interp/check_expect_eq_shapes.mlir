// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_eq on rank-0, size-0 and 3-D operands (element-wise in index order), and used inside a while body
// where it runs once per iteration.
module {
  func.func @main() {
    %s = stablehlo.constant dense<5> : tensor<i32>
    check.expect_eq %s, %s : tensor<i32>
    %e = stablehlo.constant dense<> : tensor<2x0x3xf32>
    check.expect_eq %e, %e : tensor<2x0x3xf32>
    %t = stablehlo.iota dim = 2 : tensor<2x2x2xui8>
    %u = stablehlo.constant dense<[[[0, 1], [0, 1]], [[0, 1], [0, 1]]]> : tensor<2x2x2xui8>
    check.expect_eq %t, %u : tensor<2x2x2xui8>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %w = stablehlo.while(%i = %z) : tensor<i32>
     cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %c = stablehlo.compare  LT, %i, %three,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %m = stablehlo.multiply %i, %z : tensor<i32>
      check.expect_eq %m, %z : tensor<i32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n : tensor<i32>
    }
    check.expect_eq_const %w, dense<3> : tensor<i32>
    return
  }
}
