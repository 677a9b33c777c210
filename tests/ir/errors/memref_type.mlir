// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: memref<2xf32>) -> memref<2xf32> {
    return %arg0 : memref<2xf32>
  }
}
