// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// case runs branches[index] for 0 <= index < N (spec): indices 0, 1 and 2 of a 3-branch case with two results each.
module {
  func.func @main() {
    %i0 = stablehlo.constant dense<0> : tensor<i32>
    %i1 = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.constant dense<2> : tensor<i32>
    %v = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
    %a:2 = func.call @pick(%i0, %v) : (tensor<i32>, tensor<2xi64>) -> (tensor<2xi64>, tensor<f32>)
    check.expect_eq_const %a#0, dense<[7, 8]> : tensor<2xi64>
    check.expect_eq_const %a#1, dense<0.5> : tensor<f32>
    %b:2 = func.call @pick(%i1, %v) : (tensor<i32>, tensor<2xi64>) -> (tensor<2xi64>, tensor<f32>)
    check.expect_eq_const %b#0, dense<[-7, -8]> : tensor<2xi64>
    check.expect_eq_const %b#1, dense<1.5> : tensor<f32>
    %c:2 = func.call @pick(%i2, %v) : (tensor<i32>, tensor<2xi64>) -> (tensor<2xi64>, tensor<f32>)
    check.expect_eq_const %c#0, dense<[14, 16]> : tensor<2xi64>
    check.expect_eq_const %c#1, dense<2.5> : tensor<f32>
    return
  }
  func.func private @pick(%i: tensor<i32>, %v: tensor<2xi64>) -> (tensor<2xi64>, tensor<f32>) {
    %r:2 = "stablehlo.case"(%i) ({
      %h = stablehlo.constant dense<0.5> : tensor<f32>
      stablehlo.return %v, %h : tensor<2xi64>, tensor<f32>
    }, {
      %n = stablehlo.negate %v : tensor<2xi64>
      %h = stablehlo.constant dense<1.5> : tensor<f32>
      stablehlo.return %n, %h : tensor<2xi64>, tensor<f32>
    }, {
      %d = stablehlo.add %v, %v : tensor<2xi64>
      %h = stablehlo.constant dense<2.5> : tensor<f32>
      stablehlo.return %d, %h : tensor<2xi64>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<2xi64>, tensor<f32>)
    return %r#0, %r#1 : tensor<2xi64>, tensor<f32>
  }
}
