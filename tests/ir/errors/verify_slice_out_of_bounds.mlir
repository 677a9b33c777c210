// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4x4xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.slice %arg0 [2:4, 2:5] : (tensor<4x4xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
