// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf16> {
    %0 = stablehlo.exponential %arg0 : (tensor<4xf32>) -> tensor<4xf16>
    return %0 : tensor<4xf16>
  }
}
