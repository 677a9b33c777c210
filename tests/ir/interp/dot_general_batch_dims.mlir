// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general with batching dimensions: the spec example (batch 0, contract lhs 2 with rhs 1 against identities),
// and batch dimensions that are not leading (lhs batch dim 1, rhs batch dim 2) with two contracting dimensions.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
    %rhs2 = stablehlo.constant dense<[[[1, 0], [0, 1]], [[1, 0], [0, 1]]]> : tensor<2x2x2xi32>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xi32>, tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
    check.expect_eq_const %dot3, dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
    %lhs4 = stablehlo.constant dense<[[[0, 1], [2, 3]], [[4, 5], [6, 7]], [[8, 9], [10, 11]]]> : tensor<3x2x2xi32>
    %rhs5 = stablehlo.constant dense<[[[1, -1], [2, 0], [1, 3]], [[-2, 1], [0, 1], [1, 1]]]> : tensor<2x3x2xi32>
    %dot6 = stablehlo.dot_general %lhs4, %rhs5, batching_dims = [1] x [0], contracting_dims = [0, 2] x [1, 2] : (tensor<3x2x2xi32>, tensor<2x3x2xi32>) -> tensor<2xi32>
    check.expect_eq_const %dot6, dense<[42, 27]> : tensor<2xi32>
    return
  }
}
