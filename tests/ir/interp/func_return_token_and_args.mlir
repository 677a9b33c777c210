// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// func.return of a token and of block arguments passed straight through, from a function called inside a while
// body (its results feed the next iteration).
module {
  func.func @main() {
    %t0 = stablehlo.after_all  : !stablehlo.token
    %x0 = stablehlo.constant dense<[1, -1]> : tensor<2xi16>
    %n0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%n = %n0, %x = %x0, %t = %t0) : tensor<i32>, tensor<2xi16>, !stablehlo.token
     cond {
      %five = stablehlo.constant dense<5> : tensor<i32>
      %c = stablehlo.compare  LT, %n, %five,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %y:3 = func.call @step(%n, %x, %t) : (tensor<i32>, tensor<2xi16>, !stablehlo.token) -> (tensor<i32>, tensor<2xi16>, !stablehlo.token)
      stablehlo.return %y#0, %y#1, %y#2 : tensor<i32>, tensor<2xi16>, !stablehlo.token
    }
    check.expect_eq_const %r#0, dense<5> : tensor<i32>
    check.expect_eq_const %r#1, dense<[-1, 1]> : tensor<2xi16>
    return
  }
  func.func private @step(%n: tensor<i32>, %x: tensor<2xi16>, %t: !stablehlo.token) -> (tensor<i32>, tensor<2xi16>, !stablehlo.token) {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n1 = stablehlo.add %n, %one : tensor<i32>
    %nx = stablehlo.negate %x : tensor<2xi16>
    return %n1, %nx, %t : tensor<i32>, tensor<2xi16>, !stablehlo.token
  }
}
