// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    return %arg0 : tensor<4xcomplex<f32>>
  }
}
