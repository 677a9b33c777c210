// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// case with an index outside [0, N) runs the last branch (spec; spec example index -1 -> branch 1): -1, N = 3, 4,
// INT32_MAX and INT32_MIN all select branch 2.
module {
  func.func @main() {
    %m1 = stablehlo.constant dense<-1> : tensor<i32>
    %n = stablehlo.constant dense<3> : tensor<i32>
    %four = stablehlo.constant dense<4> : tensor<i32>
    %max = stablehlo.constant dense<2147483647> : tensor<i32>
    %min = stablehlo.constant dense<-2147483648> : tensor<i32>
    %a = func.call @branch(%m1) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %a, dense<200> : tensor<i32>
    %b = func.call @branch(%n) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %b, dense<200> : tensor<i32>
    %c = func.call @branch(%four) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %c, dense<200> : tensor<i32>
    %d = func.call @branch(%max) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %d, dense<200> : tensor<i32>
    %e = func.call @branch(%min) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %e, dense<200> : tensor<i32>
    return
  }
  func.func private @branch(%i: tensor<i32>) -> tensor<i32> {
    %r = "stablehlo.case"(%i) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<100> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<200> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    return %r : tensor<i32>
  }
}
