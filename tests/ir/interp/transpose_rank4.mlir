// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// transpose of a 2x3x1x2 iota with permutation [3, 1, 0, 2] -> 2x3x2x1: result[a, b, c, d] = operand[c, b, d, a],
// whose linear index is 6c + 2b + 2d + a (d = 0). Also a cyclic 3-D permutation.
module {
  func.func @main() {
    %i = stablehlo.iota dim = 0 : tensor<12xi32>
    %x = stablehlo.reshape %i : (tensor<12xi32>) -> tensor<2x3x1x2xi32>
    %y = stablehlo.transpose %x, dims = [3, 1, 0, 2] : (tensor<2x3x1x2xi32>) -> tensor<2x3x2x1xi32>
    check.expect_eq_const %y, dense<[[[[0], [6]], [[2], [8]], [[4], [10]]], [[[1], [7]], [[3], [9]], [[5], [11]]]]> : tensor<2x3x2x1xi32>
    %z = stablehlo.reshape %i : (tensor<12xi32>) -> tensor<2x3x2xi32>
    %c = stablehlo.transpose %z, dims = [1, 2, 0] : (tensor<2x3x2xi32>) -> tensor<3x2x2xi32>
    check.expect_eq_const %c, dense<[[[0, 6], [1, 7]], [[2, 8], [3, 9]], [[4, 10], [5, 11]]]> : tensor<3x2x2xi32>
    return
  }
}
