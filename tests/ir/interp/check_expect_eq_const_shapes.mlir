// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_eq_const with rank-0 and size-0 literals, nested list literals for 3-D values, and the hex-string form.
module {
  func.func @main() {
    %s = stablehlo.constant dense<-1> : tensor<i16>
    check.expect_eq_const %s, dense<-1> : tensor<i16>
    %e = stablehlo.constant dense<> : tensor<0x5xui64>
    check.expect_eq_const %e, dense<> : tensor<0x5xui64>
    %i = stablehlo.iota dim = 0 : tensor<8xi32>
    %t = stablehlo.reshape %i : (tensor<8xi32>) -> tensor<2x2x2xi32>
    check.expect_eq_const %t, dense<[[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tensor<2x2x2xi32>
    check.expect_eq_const %i, dense<"0x0000000001000000020000000300000004000000050000000600000007000000"> : tensor<8xi32>
    return
  }
}
