// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
