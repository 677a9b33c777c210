// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce with add over one dimension, the other, both (rank-0 result) and two non-adjacent dimensions of a 3-D tensor;
// spec example [[0, 1, 2, 3, 4, 5]] over dim 1 -> [15].
module {
  func.func @main() {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5]]> : tensor<1x6xi32>
    %rs = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi32>, tensor<i32>) -> tensor<1xi32>
    check.expect_eq_const %rs, dense<[15]> : tensor<1xi32>
    %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %r1 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    check.expect_eq_const %r1, dense<[6, 15]> : tensor<2xi32>
    %r0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
    check.expect_eq_const %r0, dense<[5, 7, 9]> : tensor<3xi32>
    %rall = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
    check.expect_eq_const %rall, dense<21> : tensor<i32>
    %i = stablehlo.iota dim = 0 : tensor<24xi32>
    %t = stablehlo.reshape %i : (tensor<24xi32>) -> tensor<2x3x4xi32>
    %r02 = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
    check.expect_eq_const %r02, dense<[60, 92, 124]> : tensor<3xi32>
    return
  }
}
