// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reshape keeps the row-major (lexicographic) element order: spec example 2x3 -> 3x2, and 2x3x2 -> 4x3 -> 12.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %y = stablehlo.reshape %x : (tensor<2x3xi32>) -> tensor<3x2xi32>
    check.expect_eq_const %y, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
    %a = stablehlo.iota dim = 0 : tensor<12xi64>
    %b = stablehlo.reshape %a : (tensor<12xi64>) -> tensor<2x3x2xi64>
    check.expect_eq_const %b, dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]> : tensor<2x3x2xi64>
    %c = stablehlo.reshape %b : (tensor<2x3x2xi64>) -> tensor<4x3xi64>
    check.expect_eq_const %c, dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]> : tensor<4x3xi64>
    %d = stablehlo.reshape %c : (tensor<4x3xi64>) -> tensor<12xi64>
    check.expect_eq %d, %a : tensor<12xi64>
    return
  }
}
