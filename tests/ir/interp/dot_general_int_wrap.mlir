// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dot_general on integers accumulates in the element type, so products and sums wrap modulo 2^N (spec: reduce of
// multiply with add): i8 100*100 + 100*100 = 20000 -> 32; ui8 200*2 + 1*1 = 401 -> 145; i32 overflowing sums.
module {
  func.func @main() {
    %lhs1 = stablehlo.constant dense<[[100, 100]]> : tensor<1x2xi8>
    %rhs2 = stablehlo.constant dense<[[100], [100]]> : tensor<2x1xi8>
    %dot3 = stablehlo.dot_general %lhs1, %rhs2, contracting_dims = [1] x [0] : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi8>
    check.expect_eq_const %dot3, dense<[[32]]> : tensor<1x1xi8>
    %lhs4 = stablehlo.constant dense<[200, 1]> : tensor<2xui8>
    %rhs5 = stablehlo.constant dense<[2, 1]> : tensor<2xui8>
    %dot6 = stablehlo.dot_general %lhs4, %rhs5, contracting_dims = [0] x [0] : (tensor<2xui8>, tensor<2xui8>) -> tensor<ui8>
    check.expect_eq_const %dot6, dense<145> : tensor<ui8>
    %lhs7 = stablehlo.constant dense<[2147483647, 2147483647]> : tensor<2xi32>
    %rhs8 = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
    %dot9 = stablehlo.dot_general %lhs7, %rhs8, contracting_dims = [0] x [0] : (tensor<2xi32>, tensor<2xi32>) -> tensor<i32>
    check.expect_eq_const %dot9, dense<2147483645> : tensor<i32>
    %lhs10 = stablehlo.constant dense<[18446744073709551615, 3]> : tensor<2xui64>
    %rhs11 = stablehlo.constant dense<[2, 1]> : tensor<2xui64>
    %dot12 = stablehlo.dot_general %lhs10, %rhs11, contracting_dims = [0] x [0] : (tensor<2xui64>, tensor<2xui64>) -> tensor<ui64>
    check.expect_eq_const %dot12, dense<1> : tensor<ui64>
    return
  }
}
