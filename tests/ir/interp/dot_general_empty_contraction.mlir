// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general whose contracting dimension has size 0 gives zeros (an empty sum), and one whose free dimension has
// size 0 gives an empty result.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<> : tensor<2x0xf32>
    %rhs2 = stablehlo.constant dense<> : tensor<0x3xf32>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
    %expected4 = stablehlo.constant dense<[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf32>
    check.expect_close %dot3, %expected4, max_ulp_difference = 0 : tensor<2x3xf32>, tensor<2x3xf32>
    %lhs5 = stablehlo.constant dense<> : tensor<0x2xi32>
    %rhs6 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %dot7 = stablehlo.dot_general %lhs5, %rhs6, contracting_dims = [1] x [0] : (tensor<0x2xi32>, tensor<2x2xi32>) -> tensor<0x2xi32>
    check.expect_eq_const %dot7, dense<> : tensor<0x2xi32>
    return
  }
}
