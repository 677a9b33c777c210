// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_slice with slice size 0 (any start is fine), slice size equal to the dimension (start clamps to 0),
// and a rank-0 operand (no start indices).
module {
  func.func @main() {
    %v = stablehlo.constant dense<[1.5, 2.5, 3.5]> : tensor<3xf64>
    %k = stablehlo.constant dense<7> : tensor<i32>
    %z = stablehlo.dynamic_slice %v, %k, sizes = [0] : (tensor<3xf64>, tensor<i32>) -> tensor<0xf64>
    check.expect_eq_const %z, dense<> : tensor<0xf64>
    %f = stablehlo.dynamic_slice %v, %k, sizes = [3] : (tensor<3xf64>, tensor<i32>) -> tensor<3xf64>
    check.expect_eq %f, %v : tensor<3xf64>
    %s = stablehlo.constant dense<true> : tensor<i1>
    %r = stablehlo.dynamic_slice %s, sizes = [] : (tensor<i1>) -> tensor<i1>
    check.expect_eq_const %r, dense<true> : tensor<i1>
    return
  }
}
