// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// nested while: the outer loop runs i = 0..3, the inner loop doubles x i times using the outer i in its cond
// (implicit capture), so x is doubled 0 + 1 + 2 + 3 = 6 times: [1, 2, 3] -> [64, 128, 192]; the inner trip
// count is also accumulated.
module {
  func.func @main() {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %x0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    %r:3 = stablehlo.while(%i = %c0, %x = %x0, %trips = %c0) : tensor<i32>, tensor<3xf32>, tensor<i32>
     cond {
      %c = stablehlo.compare  LT, %i, %c4,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %in:3 = stablehlo.while(%j = %c0, %y = %x, %t = %trips) : tensor<i32>, tensor<3xf32>, tensor<i32>
       cond {
        %c = stablehlo.compare  LT, %j, %i,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      } do {
        %j2 = stablehlo.add %j, %one : tensor<i32>
        %y2 = stablehlo.add %y, %y : tensor<3xf32>
        %t2 = stablehlo.add %t, %one : tensor<i32>
        stablehlo.return %j2, %y2, %t2 : tensor<i32>, tensor<3xf32>, tensor<i32>
      }
      %i2 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i2, %in#1, %in#2 : tensor<i32>, tensor<3xf32>, tensor<i32>
    }
    check.expect_eq_const %r#0, dense<4> : tensor<i32>
    check.expect_eq_const %r#1, dense<[64.0, 128.0, 192.0]> : tensor<3xf32>
    check.expect_eq_const %r#2, dense<6> : tensor<i32>
    return
  }
}
