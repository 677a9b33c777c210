// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// transpose: result[i0, ..., iR-1] = operand[j] with i[d] = j[permutation[d]]; spec example 2x3x2 with [2, 1, 0],
// and a plain matrix transpose.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>
    %y = stablehlo.transpose %x, dims = [2, 1, 0] : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    check.expect_eq_const %y, dense<[[[1, 7], [3, 9], [5, 11]], [[2, 8], [4, 10], [6, 12]]]> : tensor<2x3x2xi32>
    %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xbf16>
    %mt = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xbf16>) -> tensor<3x2xbf16>
    check.expect_eq_const %mt, dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xbf16>
    return
  }
}
