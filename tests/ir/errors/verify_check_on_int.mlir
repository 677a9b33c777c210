// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xi32>) {
    check.expect_almost_eq %arg0, %arg0 : tensor<2xi32>
    return
  }
}
