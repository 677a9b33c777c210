// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_window with two inputs reduced together (a sum of values and a sum of ones = element count per window,
// the two parts of average pooling with padding), body (v0, c0, v1, c1) -> (v0 + v1, c0 + c1).
// Expected: a Python transcription of the spec (pad with the init value, base dilation, strided and dilated windows).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
    %x2 = stablehlo.constant dense<[[1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<2x4xi32>
    %init3 = stablehlo.constant dense<0.0> : tensor<f32>
    %init4 = stablehlo.constant dense<0> : tensor<i32>
    %rw5:2 = "stablehlo.reduce_window"(%x1, %x2, %init3, %init4) <{padding = dense<[[1, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg2 : tensor<f32>
      %1 = stablehlo.add %arg1, %arg3 : tensor<i32>
      stablehlo.return %0, %1 : tensor<f32>, tensor<i32>
    }) : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
    check.expect_eq_const %rw5#0, dense<[[1.0, 5.0, 4.0], [6.0, 18.0, 12.0]]> : tensor<2x3xf32>
    check.expect_eq_const %rw5#1, dense<[[1, 2, 1], [2, 4, 2]]> : tensor<2x3xi32>
    return
  }
}
