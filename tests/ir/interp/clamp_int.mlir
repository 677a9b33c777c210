// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// clamp = minimum(maximum(operand, min), max) on integers: spec example, scalar bounds broadcast to the operand,
// and min > max (the result is then max, since the outer operation is minimum).
module {
  func.func @main() {
    %min = stablehlo.constant dense<[5, 10, 15]> : tensor<3xi32>
    %x = stablehlo.constant dense<[3, 13, 23]> : tensor<3xi32>
    %max = stablehlo.constant dense<[10, 15, 20]> : tensor<3xi32>
    %r = stablehlo.clamp %min, %x, %max : tensor<3xi32>
    check.expect_eq_const %r, dense<[5, 13, 20]> : tensor<3xi32>
    %lo = stablehlo.constant dense<-2> : tensor<i8>
    %hi = stablehlo.constant dense<3> : tensor<i8>
    %v = stablehlo.constant dense<[-128, -2, 0, 3, 127]> : tensor<5xi8>
    %rv = stablehlo.clamp %lo, %v, %hi : (tensor<i8>, tensor<5xi8>, tensor<i8>) -> tensor<5xi8>
    check.expect_eq_const %rv, dense<[-2, -2, 0, 3, 3]> : tensor<5xi8>
    %big = stablehlo.constant dense<5> : tensor<i64>
    %small = stablehlo.constant dense<3> : tensor<i64>
    %w = stablehlo.constant dense<[0, 4, 9]> : tensor<3xi64>
    %rw = stablehlo.clamp %big, %w, %small : (tensor<i64>, tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    check.expect_eq_const %rw, dense<[3, 3, 3]> : tensor<3xi64>
    return
  }
}
