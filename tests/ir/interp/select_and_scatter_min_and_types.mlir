// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select_and_scatter selecting minima (LE) in 1-D windows of 3 with stride 2 and combining with multiply into init 1;
// also ui8 with unsigned comparison (255 is the maximum).
// Expected: a Python transcription of the spec (select over each window in index order, scatter-add the source).
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[4.0, 2.0, 3.0, 1.0, 5.0, 1.5, 0.5]> : tensor<7xf32>
    %source2 = stablehlo.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf32>
    %init3 = stablehlo.constant dense<1.0> : tensor<f32>
    %result4 = "stablehlo.select_and_scatter"(%operand1, %source2, %init3) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.compare  LE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.multiply %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<7xf32>, tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    check.expect_eq_const %result4, dense<[1.0, 2.0, 1.0, 3.0, 1.0, 1.0, 4.0]> : tensor<7xf32>
    %operand5 = stablehlo.constant dense<[1, 255, 128, 2]> : tensor<4xui8>
    %source6 = stablehlo.constant dense<[7, 9]> : tensor<2xui8>
    %init7 = stablehlo.constant dense<0> : tensor<ui8>
    %result8 = "stablehlo.select_and_scatter"(%operand5, %source6, %init7) <{padding = dense<[[0, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %0 = stablehlo.compare  GE, %a, %b,  UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %0 = stablehlo.add %a, %b : tensor<ui8>
      stablehlo.return %0 : tensor<ui8>
    }) : (tensor<4xui8>, tensor<2xui8>, tensor<ui8>) -> tensor<4xui8>
    check.expect_eq_const %result8, dense<[0, 7, 9, 0]> : tensor<4xui8>
    return
  }
}
