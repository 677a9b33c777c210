// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}
