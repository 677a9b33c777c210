// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_window padding holds the init value: a sum over [3] windows with padding [[2, 2]] covers partial windows at
// both ends; negative-free asymmetric 2-D padding with stride 2 for min pooling (init +inf).
// Expected: a Python transcription of the spec (pad with the init value, base dilation, strided and dilated windows).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1, 10, 100, 1000]> : tensor<4xi32>
    %init2 = stablehlo.constant dense<0> : tensor<i32>
    %rw3 = "stablehlo.reduce_window"(%x1, %init2) <{padding = dense<[[2, 2]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<6xi32>
    check.expect_eq_const %rw3, dense<[1, 11, 111, 1110, 1100, 1000]> : tensor<6xi32>
    %x4 = stablehlo.constant dense<[[5.0, 1.0, 7.0], [2.0, 8.0, 3.0], [9.0, 4.0, 6.0]]> : tensor<3x3xf32>
    %init5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %rw6 = "stablehlo.reduce_window"(%x4, %init5) <{padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %0 = stablehlo.minimum %arg0, %arg1 : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<2x2xf32>
    check.expect_eq_const %rw6, dense<[[1.0, 7.0], [2.0, 3.0]]> : tensor<2x2xf32>
    return
  }
}
