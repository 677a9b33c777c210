// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xui32>, %arg1: tensor<ui32>, %arg2: tensor<4xf32>, %arg3: tensor<f32>) -> (tensor<2x1xui32>, tensor<13xf32>, tensor<4x7xui32>) {
    %0 = stablehlo.pad %arg0, %arg1, low = [0, -1], high = [0, -1], interior = [0, 0] : (tensor<2x3xui32>, tensor<ui32>) -> tensor<2x1xui32>
    %1 = stablehlo.pad %arg2, %arg3, low = [1], high = [2], interior = [2] : (tensor<4xf32>, tensor<f32>) -> tensor<13xf32>
    %2 = stablehlo.pad %arg0, %arg1, low = [1, 2], high = [1, 2], interior = [0, 0] : (tensor<2x3xui32>, tensor<ui32>) -> tensor<4x7xui32>
    return %0, %1, %2 : tensor<2x1xui32>, tensor<13xf32>, tensor<4x7xui32>
  }
}
