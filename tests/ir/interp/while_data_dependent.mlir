// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// while whose trip count depends on the data: x -> 3x + 1 until x > 100 (1, 4, 13, 40, 121: 4 trips), with the
// body calling a function; and v -> v * v + v while sum(v) < 50, the cond reducing the carried vector
// ([1, 2] -> [2, 6] -> [6, 42] -> [42, 1806]).
module {
  func.func @main() {
    %x0 = stablehlo.constant dense<1> : tensor<i32>
    %n0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%x = %x0, %n = %n0) : tensor<i32>, tensor<i32>
     cond {
      %lim = stablehlo.constant dense<100> : tensor<i32>
      %c = stablehlo.compare  LE, %x, %lim,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %x2 = func.call @step(%x) : (tensor<i32>) -> tensor<i32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n2 = stablehlo.add %n, %one : tensor<i32>
      stablehlo.return %x2, %n2 : tensor<i32>, tensor<i32>
    }
    check.expect_eq_const %r#0, dense<121> : tensor<i32>
    check.expect_eq_const %r#1, dense<4> : tensor<i32>
    %v0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %w = stablehlo.while(%v = %v0) : tensor<2xf32>
     cond {
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %s = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %lim = stablehlo.constant dense<50.0> : tensor<f32>
      %c = stablehlo.compare  LT, %s, %lim,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %v2 = stablehlo.multiply %v, %v : tensor<2xf32>
      %v3 = stablehlo.add %v2, %v : tensor<2xf32>
      stablehlo.return %v3 : tensor<2xf32>
    }
    check.expect_eq_const %w, dense<[42.0, 1806.0]> : tensor<2xf32>
    return
  }
  func.func private @step(%x: tensor<i32>) -> tensor<i32> {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %m = stablehlo.multiply %x, %three : tensor<i32>
    %a = stablehlo.add %m, %one : tensor<i32>
    return %a : tensor<i32>
  }
}
