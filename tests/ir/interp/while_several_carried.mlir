// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// while carrying five values of different types for 10 iterations: a counter, Fibonacci numbers in i64
// (fib(10) = 55, fib(11) = 89), a doubling f32 vector, an i1 flag toggled each time (even count: back to start),
// and a ui8 that wraps (250 + 10 * 3 = 280 -> 24).
module {
  func.func @main() {
    %i0 = stablehlo.constant dense<0> : tensor<i32>
    %a0 = stablehlo.constant dense<0> : tensor<i64>
    %b0 = stablehlo.constant dense<1> : tensor<i64>
    %v0 = stablehlo.constant dense<[1.0, -0.5]> : tensor<2xf32>
    %f0 = stablehlo.constant dense<true> : tensor<i1>
    %u0 = stablehlo.constant dense<250> : tensor<ui8>
    %r:6 = stablehlo.while(%i = %i0, %a = %a0, %b = %b0, %v = %v0, %f = %f0, %u = %u0) : tensor<i32>, tensor<i64>, tensor<i64>, tensor<2xf32>, tensor<i1>, tensor<ui8>
     cond {
      %ten = stablehlo.constant dense<10> : tensor<i32>
      %c = stablehlo.compare  LT, %i, %ten,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %three = stablehlo.constant dense<3> : tensor<ui8>
      %i2 = stablehlo.add %i, %one : tensor<i32>
      %sum = stablehlo.add %a, %b : tensor<i64>
      %v2 = stablehlo.add %v, %v : tensor<2xf32>
      %f2 = stablehlo.not %f : tensor<i1>
      %u2 = stablehlo.add %u, %three : tensor<ui8>
      stablehlo.return %i2, %b, %sum, %v2, %f2, %u2 : tensor<i32>, tensor<i64>, tensor<i64>, tensor<2xf32>, tensor<i1>, tensor<ui8>
    }
    check.expect_eq_const %r#0, dense<10> : tensor<i32>
    check.expect_eq_const %r#1, dense<55> : tensor<i64>
    check.expect_eq_const %r#2, dense<89> : tensor<i64>
    check.expect_eq_const %r#3, dense<[1024.0, -512.0]> : tensor<2xf32>
    check.expect_eq_const %r#4, dense<true> : tensor<i1>
    check.expect_eq_const %r#5, dense<24> : tensor<ui8>
    return
  }
}
