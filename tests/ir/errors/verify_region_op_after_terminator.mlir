// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
    %0 = stablehlo.abs %arg0 : tensor<f32>
  }
}
