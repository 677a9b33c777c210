// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.floor %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
}
