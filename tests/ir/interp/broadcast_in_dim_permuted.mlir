// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// broadcast_in_dim with unsorted dims transposes as it broadcasts: result[i, j] = operand[j, i] for dims = [1, 0];
// a size-1 dimension mapped onto a larger one repeats; a size-0 operand dimension stays size 0.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui16>
    %t = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3xui16>) -> tensor<3x2xui16>
    check.expect_eq_const %t, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xui16>
    %c = stablehlo.constant dense<[[10], [20]]> : tensor<2x1xi8>
    %r = stablehlo.broadcast_in_dim %c, dims = [2, 0] : (tensor<2x1xi8>) -> tensor<3x2x2xi8>
    check.expect_eq_const %r, dense<[[[10, 20], [10, 20]], [[10, 20], [10, 20]], [[10, 20], [10, 20]]]> : tensor<3x2x2xi8>
    %e = stablehlo.constant dense<> : tensor<0x1xf64>
    %er = stablehlo.broadcast_in_dim %e, dims = [1, 2] : (tensor<0x1xf64>) -> tensor<2x0x4xf64>
    check.expect_eq_const %er, dense<> : tensor<2x0x4xf64>
    return
  }
}
