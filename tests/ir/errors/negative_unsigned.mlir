// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<3xui32> {
    %c = stablehlo.constant dense<[1, -1, 2]> : tensor<3xui32>
    return %c : tensor<3xui32>
  }
}
