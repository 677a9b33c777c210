// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// map applies the computation element-wise (spec example: multiply [[0, 1], [2, 3]] by [[4, 5], [6, 7]] -> [[0, 5], [12, 21]]);
// also a computation with several ops and a constant inside the region.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>
    %b = stablehlo.constant dense<[[4, 5], [6, 7]]> : tensor<2x2xi64>
    %r = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%x: tensor<i64>, %y: tensor<i64>):
      %m = stablehlo.multiply %x, %y : tensor<i64>
      stablehlo.return %m : tensor<i64>
    }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    check.expect_eq_const %r, dense<[[0, 5], [12, 21]]> : tensor<2x2xi64>
    %f = stablehlo.constant dense<[1.0, -2.0, 0.5]> : tensor<3xf32>
    %g = "stablehlo.map"(%f) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>):
      %three = stablehlo.constant dense<3.0> : tensor<f32>
      %m = stablehlo.multiply %x, %x : tensor<f32>
      %s = stablehlo.add %m, %three : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<3xf32>
    check.expect_eq_const %g, dense<[4.0, 7.0, 3.25]> : tensor<3xf32>
    return
  }
}
