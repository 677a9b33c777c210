// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<f32>) -> tensor<0xf32> {
    %0 = stablehlo.pad %arg0, %arg1, low = [-2], high = [-1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<0xf32>
    return %0 : tensor<0xf32>
  }
}
