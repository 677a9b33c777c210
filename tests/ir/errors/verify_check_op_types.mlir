// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) {
    check.expect_eq %arg0, %arg1 : tensor<2xf32>
    return
  }
}
