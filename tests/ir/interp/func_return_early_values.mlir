// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// func.return of the same value twice and of a value defined before later ops: the returned values are the ones
// named by return, not the last op's results; float bits survive the return (NaN payload, -0.0).
module {
  func.func @main() {
    %r:3 = func.call @f() : () -> (tensor<2xf32>, tensor<2xf32>, tensor<i32>)
    %b0 = stablehlo.bitcast_convert %r#0 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %b0, dense<[0x7FC00123, 0x80000000]> : tensor<2xui32>
    %b1 = stablehlo.bitcast_convert %r#1 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq %b1, %b0 : tensor<2xui32>
    check.expect_eq_const %r#2, dense<1> : tensor<i32>
    return
  }
  func.func private @f() -> (tensor<2xf32>, tensor<2xf32>, tensor<i32>) {
    %first = stablehlo.constant dense<1> : tensor<i32>
    %v = stablehlo.constant dense<[0x7FC00123, -0.0]> : tensor<2xf32>
    %later = stablehlo.add %first, %first : tensor<i32>
    %unused = stablehlo.multiply %later, %later : tensor<i32>
    return %v, %v, %first : tensor<2xf32>, tensor<2xf32>, tensor<i32>
  }
}
