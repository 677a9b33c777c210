// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// while runs body while cond is true (spec pseudo-code): i from 1 while i < 10 with sum += 1 ends at (10, 9);
// i from 1 while i <= 100 with sum += i ends at (101, 5050).
module {
  func.func @main() {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %ten = stablehlo.constant dense<10> : tensor<i64>
    %zero = stablehlo.constant dense<0> : tensor<i64>
    %r:2 = stablehlo.while(%i = %one, %s = %zero) : tensor<i64>, tensor<i64>
     cond {
      %c = stablehlo.compare  LT, %i, %ten,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %s2 = stablehlo.add %s, %one : tensor<i64>
      %i2 = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %i2, %s2 : tensor<i64>, tensor<i64>
    }
    check.expect_eq_const %r#0, dense<10> : tensor<i64>
    check.expect_eq_const %r#1, dense<9> : tensor<i64>
    %hundred = stablehlo.constant dense<100> : tensor<i64>
    %g:2 = stablehlo.while(%i = %one, %s = %zero) : tensor<i64>, tensor<i64>
     cond {
      %c = stablehlo.compare  LE, %i, %hundred,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %s2 = stablehlo.add %s, %i : tensor<i64>
      %i2 = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %i2, %s2 : tensor<i64>, tensor<i64>
    }
    check.expect_eq_const %g#0, dense<101> : tensor<i64>
    check.expect_eq_const %g#1, dense<5050> : tensor<i64>
    return
  }
}
