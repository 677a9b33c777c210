// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// optimization_barrier inside a while body and an if branch (the usual place for it: pinning loop-carried values)
// leaves the computed values unchanged: 2^10 = 1024 after 10 doublings through the barrier.
module {
  func.func @main() {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %x0 = stablehlo.constant dense<1.0> : tensor<f64>
    %r:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i32>, tensor<f64>
     cond {
      %ten = stablehlo.constant dense<10> : tensor<i32>
      %c = stablehlo.compare  LT, %i, %ten,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %b:2 = stablehlo.optimization_barrier %i, %x : tensor<i32>, tensor<f64>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i2 = stablehlo.add %b#0, %one : tensor<i32>
      %x2 = stablehlo.add %b#1, %b#1 : tensor<f64>
      stablehlo.return %i2, %x2 : tensor<i32>, tensor<f64>
    }
    check.expect_eq_const %r#1, dense<1024.0> : tensor<f64>
    %p = stablehlo.constant dense<true> : tensor<i1>
    %y = "stablehlo.if"(%p) ({
      %b = stablehlo.optimization_barrier %r#0 : tensor<i32>
      stablehlo.return %b : tensor<i32>
    }, {
      stablehlo.return %c0 : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    check.expect_eq_const %y, dense<10> : tensor<i32>
    return
  }
}
