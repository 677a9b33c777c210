// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3>) -> tensor<2x3xf32> {
    return %arg0 : tensor<2x3xf32>
  }
}
