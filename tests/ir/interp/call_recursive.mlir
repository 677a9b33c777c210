// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// func.call recursion guarded by an if: factorial(10) = 3628800 and fib(15) = 610 computed recursively
// (each call gets its own arguments; the interpreter calls functions directly rather than inlining them).
module {
  func.func @main() {
    %ten = stablehlo.constant dense<10> : tensor<i64>
    %f = func.call @fact(%ten) : (tensor<i64>) -> tensor<i64>
    check.expect_eq_const %f, dense<3628800> : tensor<i64>
    %fifteen = stablehlo.constant dense<15> : tensor<i64>
    %g = func.call @fib(%fifteen) : (tensor<i64>) -> tensor<i64>
    check.expect_eq_const %g, dense<610> : tensor<i64>
    return
  }
  func.func private @fact(%n: tensor<i64>) -> tensor<i64> {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %base = stablehlo.compare  LE, %n, %one,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %r = "stablehlo.if"(%base) ({
      stablehlo.return %one : tensor<i64>
    }, {
      %m = stablehlo.subtract %n, %one : tensor<i64>
      %fm = func.call @fact(%m) : (tensor<i64>) -> tensor<i64>
      %p = stablehlo.multiply %n, %fm : tensor<i64>
      stablehlo.return %p : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    return %r : tensor<i64>
  }
  func.func private @fib(%n: tensor<i64>) -> tensor<i64> {
    %two = stablehlo.constant dense<2> : tensor<i64>
    %base = stablehlo.compare  LT, %n, %two,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %r = "stablehlo.if"(%base) ({
      stablehlo.return %n : tensor<i64>
    }, {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %a = stablehlo.subtract %n, %one : tensor<i64>
      %b = stablehlo.subtract %n, %two : tensor<i64>
      %fa = func.call @fib(%a) : (tensor<i64>) -> tensor<i64>
      %fb = func.call @fib(%b) : (tensor<i64>) -> tensor<i64>
      %s = stablehlo.add %fa, %fb : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    return %r : tensor<i64>
  }
}
