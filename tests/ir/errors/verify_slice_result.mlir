// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<8xf32>) -> tensor<4xf32> {
    %0 = stablehlo.slice %arg0 [0:8:3] : (tensor<8xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
