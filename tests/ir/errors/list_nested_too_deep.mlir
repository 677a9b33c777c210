// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<2xi32> {
    %c = stablehlo.constant dense<[[1], [2]]> : tensor<2xi32>
    return %c : tensor<2xi32>
  }
}
