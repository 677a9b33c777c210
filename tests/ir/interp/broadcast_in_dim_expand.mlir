// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// broadcast_in_dim maps operand dimension k to result dimension dims[k] and repeats size-1 operand dimensions:
// the spec example [[1, 2, 3]] : 1x3 with dims [2, 1] -> 2x3x2, plus a 1-D vector placed along rows and along columns.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
    %y = stablehlo.broadcast_in_dim %x, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
    check.expect_eq_const %y, dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi32>
    %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %rows = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    check.expect_eq_const %rows, dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
    %cols = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
    check.expect_eq_const %cols, dense<[[1.0, 2.0], [1.0, 2.0], [1.0, 2.0]]> : tensor<3x2xf32>
    return
  }
}
