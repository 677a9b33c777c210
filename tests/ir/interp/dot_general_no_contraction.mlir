// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general without contracting dimensions is an outer product (f64), per batch when batching dims are given
// (result dims: batch, lhs free, rhs free).
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[0.5, -3.0]> : tensor<2xf64>
    %rhs2 = stablehlo.constant dense<[2.0, 4.0, 0.1]> : tensor<3xf64>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, contracting_dims = [] x [] : (tensor<2xf64>, tensor<3xf64>) -> tensor<2x3xf64>
    %expected4 = stablehlo.constant dense<[[1.0, 2.0, 0.05], [-6.0, -12.0, -0.30000000000000004]]> : tensor<2x3xf64>
    check.expect_close %dot3, %expected4, max_ulp_difference = 0 : tensor<2x3xf64>, tensor<2x3xf64>
    %lhs5 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %rhs6 = stablehlo.constant dense<[[1, 10, 100], [-1, -10, -100]]> : tensor<2x3xi32>
    %dot7 = stablehlo.dot_general %lhs5, %rhs6, batching_dims = [0] x [0], contracting_dims = [] x [] : (tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x2x3xi32>
    check.expect_eq_const %dot7, dense<[[[1, 10, 100], [2, 20, 200]], [[-3, -30, -300], [-4, -40, -400]]]> : tensor<2x2x3xi32>
    return
  }
}
