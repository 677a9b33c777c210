// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xbf16>, %arg1: tensor<2x3x4x5xf32>, %arg2: tensor<f32>) -> (tensor<3x2xbf16>, tensor<5x3x2x4xf32>, tensor<f32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xbf16>) -> tensor<3x2xbf16>
    %1 = stablehlo.transpose %arg1, dims = [3, 1, 0, 2] : (tensor<2x3x4x5xf32>) -> tensor<5x3x2x4xf32>
    %2 = stablehlo.transpose %arg2, dims = [] : (tensor<f32>) -> tensor<f32>
    return %0, %1, %2 : tensor<3x2xbf16>, tensor<5x3x2x4xf32>, tensor<f32>
  }
}
