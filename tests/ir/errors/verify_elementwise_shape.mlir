// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.multiply %arg0, %arg1 : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
