// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select_and_scatter as the gradient of 2x2 max pooling with stride 2 on a 4x4 f32 input: each source value goes to
// the position of its window's maximum, all other results are the init value 0.
// Expected: a Python transcription of the spec (select over each window in index order, scatter-add the source).
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[1.0, 5.0, -2.0, 0.0], [3.0, -1.0, 6.0, 4.0], [-3.0, -4.0, 8.0, 7.0], [9.0, -6.0, 7.5, 2.0]]> : tensor<4x4xf32>
    %source2 = stablehlo.constant dense<[[0.5, 0.25], [2.0, -1.0]]> : tensor<2x2xf32>
    %init3 = stablehlo.constant dense<0.0> : tensor<f32>
    %result4 = "stablehlo.select_and_scatter"(%operand1, %source2, %init3) <{padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.compare  GE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
    check.expect_eq_const %result4, dense<[[0.0, 0.5, 0.0, 0.0], [0.0, 0.0, 0.25, 0.0], [0.0, 0.0, -1.0, 0.0], [2.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
    return
  }
}
