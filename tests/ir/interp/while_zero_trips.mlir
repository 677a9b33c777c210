// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// while whose cond is false at once runs the body zero times and returns the operands unchanged (also float bits);
// the body holds a check that would fail if it ran. A while without operands and a false cond ends immediately.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0x7FC00005, -0.0]> : tensor<2xf32>
    %n = stablehlo.constant dense<5> : tensor<i32>
    %r:2 = stablehlo.while(%a = %x, %b = %n) : tensor<2xf32>, tensor<i32>
     cond {
      %f = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %f : tensor<i1>
    } do {
      check.expect_eq_const %b, dense<-1> : tensor<i32>
      stablehlo.return %a, %b : tensor<2xf32>, tensor<i32>
    }
    %rb = stablehlo.bitcast_convert %r#0 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %rb, dense<[0x7FC00005, 0x80000000]> : tensor<2xui32>
    check.expect_eq_const %r#1, dense<5> : tensor<i32>
    stablehlo.while()
     cond {
      %f = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %f : tensor<i1>
    } do {
      %bad = stablehlo.constant dense<0> : tensor<i32>
      check.expect_eq_const %bad, dense<1> : tensor<i32>
      stablehlo.return
    }
    return
  }
}
