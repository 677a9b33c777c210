// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<2xi8> {
    %c = stablehlo.constant dense<"hello"> : tensor<2xi8>
    return %c : tensor<2xi8>
  }
}
