// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// broadcast_in_dim of a size-1 operand dimension onto a size-0 result dimension (allowed by C5: dim(operand, j) = 1)
// gives an empty result; onto size 1 it is a plain copy; a rank-0 value broadcast to a 1x1x1 tensor.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi32>
    %e = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<0x2xi32>
    check.expect_eq_const %e, dense<> : tensor<0x2xi32>
    %c = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<1x2xi32>) -> tensor<3x1x2xi32>
    check.expect_eq_const %c, dense<[[[5, 6]], [[5, 6]], [[5, 6]]]> : tensor<3x1x2xi32>
    %s = stablehlo.constant dense<0x7E01> : tensor<f16>
    %t = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f16>) -> tensor<1x1x1xf16>
    %tb = stablehlo.bitcast_convert %t : (tensor<1x1x1xf16>) -> tensor<1x1x1xui16>
    check.expect_eq_const %tb, dense<0x7E01> : tensor<1x1x1xui16>
    return
  }
}
