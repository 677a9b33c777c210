// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    return %arg0 : tensor<i32>
  }
