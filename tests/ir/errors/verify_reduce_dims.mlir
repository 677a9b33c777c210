// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
