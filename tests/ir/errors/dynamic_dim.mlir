// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    return %arg0 : tensor<?x4xf32>
  }
}
