// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.subtract across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
