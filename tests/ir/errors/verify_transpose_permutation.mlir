// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 0] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    return %0 : tensor<3x2x4xf32>
  }
}
