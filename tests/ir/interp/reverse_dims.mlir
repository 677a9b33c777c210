// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reverse along the listed dimensions: spec example (3x2, dims [1]), dims [0], both dims, and dims [0, 2] of a 3-D tensor.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
    %a = stablehlo.reverse %x, dims = [1] : tensor<3x2xi32>
    check.expect_eq_const %a, dense<[[2, 1], [4, 3], [6, 5]]> : tensor<3x2xi32>
    %b = stablehlo.reverse %x, dims = [0] : tensor<3x2xi32>
    check.expect_eq_const %b, dense<[[5, 6], [3, 4], [1, 2]]> : tensor<3x2xi32>
    %c = stablehlo.reverse %x, dims = [1, 0] : tensor<3x2xi32>
    check.expect_eq_const %c, dense<[[6, 5], [4, 3], [2, 1]]> : tensor<3x2xi32>
    %i = stablehlo.iota dim = 0 : tensor<8xi64>
    %t = stablehlo.reshape %i : (tensor<8xi64>) -> tensor<2x2x2xi64>
    %d = stablehlo.reverse %t, dims = [0, 2] : tensor<2x2x2xi64>
    check.expect_eq_const %d, dense<[[[5, 4], [7, 6]], [[1, 0], [3, 2]]]> : tensor<2x2x2xi64>
    return
  }
}
