// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// map over three inputs of different element types whose result has yet another type (spec C4 allows any E'):
// (f32, i32, i1) -> f64 as select(p, convert(x), convert(n)); and (f32, f32) -> i1 via compare.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1.5, -2.5, 0.25]> : tensor<3xf32>
    %n = stablehlo.constant dense<[7, 8, -9]> : tensor<3xi32>
    %p = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
    %r = "stablehlo.map"(%x, %n, %p) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<i1>):
      %af = stablehlo.convert %a : (tensor<f32>) -> tensor<f64>
      %bf = stablehlo.convert %b : (tensor<i32>) -> tensor<f64>
      %s = stablehlo.select %c, %af, %bf : tensor<i1>, tensor<f64>
      stablehlo.return %s : tensor<f64>
    }) : (tensor<3xf32>, tensor<3xi32>, tensor<3xi1>) -> tensor<3xf64>
    check.expect_eq_const %r, dense<[1.5, 8.0, -9.0]> : tensor<3xf64>
    %y = stablehlo.constant dense<[1.5, -3.0, 0x7FC00000]> : tensor<3xf32>
    %q = "stablehlo.map"(%x, %y) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare  GE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    check.expect_eq_const %q, dense<[true, true, false]> : tensor<3xi1>
    return
  }
}
