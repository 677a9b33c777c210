// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<5xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
}
