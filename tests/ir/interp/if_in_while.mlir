// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// if inside a while body with a data-dependent predicate: the Collatz sequence from 27 reaches 1 after 111 steps,
// with a maximum of 9232 along the way.
module {
  func.func @main() {
    %x0 = stablehlo.constant dense<27> : tensor<i64>
    %n0 = stablehlo.constant dense<0> : tensor<i64>
    %r:3 = stablehlo.while(%x = %x0, %n = %n0, %m = %x0) : tensor<i64>, tensor<i64>, tensor<i64>
     cond {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %c = stablehlo.compare  NE, %x, %one,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %two = stablehlo.constant dense<2> : tensor<i64>
      %rem = stablehlo.remainder %x, %two : tensor<i64>
      %odd = stablehlo.compare  EQ, %rem, %one,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %x2 = "stablehlo.if"(%odd) ({
        %three = stablehlo.constant dense<3> : tensor<i64>
        %t = stablehlo.multiply %x, %three : tensor<i64>
        %u = stablehlo.add %t, %one : tensor<i64>
        stablehlo.return %u : tensor<i64>
      }, {
        %h = stablehlo.divide %x, %two : tensor<i64>
        stablehlo.return %h : tensor<i64>
      }) : (tensor<i1>) -> tensor<i64>
      %n2 = stablehlo.add %n, %one : tensor<i64>
      %m2 = stablehlo.maximum %m, %x2 : tensor<i64>
      stablehlo.return %x2, %n2, %m2 : tensor<i64>, tensor<i64>, tensor<i64>
    }
    check.expect_eq_const %r#0, dense<1> : tensor<i64>
    check.expect_eq_const %r#1, dense<111> : tensor<i64>
    check.expect_eq_const %r#2, dense<9232> : tensor<i64>
    return
  }
}
