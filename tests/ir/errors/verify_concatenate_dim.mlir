// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.concatenate %arg0, %arg0, dim = 2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
