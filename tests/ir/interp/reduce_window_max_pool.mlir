// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_window as 2x2 max pooling with stride 2 on a 4x4 f32 input (init -inf), with NaN propagating through
// IEEE maximum in one window, and 3x3 pooling with stride 1 and padding 1 (padding holds the init -inf).
// Expected: a Python transcription of the spec (pad with the init value, base dilation, strided and dilated windows).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[[1.0, 5.0, -2.0, 0.0], [3.0, -1.0, 0x7FC00000, 4.0], [-3.0, -4.0, 8.0, 8.0], [-5.0, -6.0, 7.0, 9.0]]> : tensor<4x4xf32>
    %init2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %rw3 = "stablehlo.reduce_window"(%x1, %init2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %e4 = stablehlo.constant dense<[[5.0, 0x7FC00000], [-3.0, 9.0]]> : tensor<2x2xf32>
    check.expect_close %rw3, %e4, max_ulp_difference = 0 : tensor<2x2xf32>, tensor<2x2xf32>
    %x5 = stablehlo.constant dense<[[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0], [7.0, -8.0, 9.0]]> : tensor<3x3xf32>
    %init6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %rw7 = "stablehlo.reduce_window"(%x5, %init6) <{padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    check.expect_eq_const %rw7, dense<[[5.0, 5.0, 5.0], [7.0, 9.0, 9.0], [7.0, 9.0, 9.0]]> : tensor<3x3xf32>
    return
  }
}
