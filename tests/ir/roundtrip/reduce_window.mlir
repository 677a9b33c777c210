// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4x6xf32>, %arg1: tensor<8x1xi32>) -> (tensor<3x6xf32>, tensor<8x1xi32>, tensor<2x3xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %1 = "stablehlo.reduce_window"(%arg1, %c) <{padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 8, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<8x1xi32>, tensor<i32>) -> tensor<8x1xi32>
    %2 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>
    return %0, %1, %2 : tensor<3x6xf32>, tensor<8x1xi32>, tensor<2x3xf32>
  }
}
