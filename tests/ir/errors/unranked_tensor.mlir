// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<*xf32>) -> tensor<*xf32> {
    return %arg0 : tensor<*xf32>
  }
}
