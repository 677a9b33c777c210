// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general as a plain matrix product (contracting lhs dim 1 with rhs dim 0), a vector dot product to rank 0,
// and a matrix-vector product with the contracting dimension first on the lhs. Expected: sums of products by hand/Python.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %rhs2 = stablehlo.constant dense<[[7, 8], [9, 10], [11, 12]]> : tensor<3x2xi32>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, contracting_dims = [1] x [0] : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
    check.expect_eq_const %dot3, dense<[[58, 64], [139, 154]]> : tensor<2x2xi32>
    %lhs4 = stablehlo.constant dense<[1.0, -2.0, 3.5, 0.25]> : tensor<4xf32>
    %rhs5 = stablehlo.constant dense<[2.0, 2.0, 2.0, 4.0]> : tensor<4xf32>
    %dot6 = stablehlo.dot_general %lhs4, %rhs5, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %expected7 = stablehlo.constant dense<6.0> : tensor<f32>
    check.expect_close %dot6, %expected7, max_ulp_difference = 0 : tensor<f32>, tensor<f32>
    %lhs8 = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
    %rhs9 = stablehlo.constant dense<[1, 0, -1]> : tensor<3xi64>
    %dot10 = stablehlo.dot_general %lhs8, %rhs9, contracting_dims = [0] x [0] : (tensor<3x2xi64>, tensor<3xi64>) -> tensor<2xi64>
    check.expect_eq_const %dot10, dense<[-4, -4]> : tensor<2xi64>
    return
  }
}
