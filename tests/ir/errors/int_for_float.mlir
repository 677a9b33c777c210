// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<2xf32> {
    %cst = stablehlo.constant dense<[1.0, 2]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
}
