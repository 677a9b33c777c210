// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<bf16> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<bf16>
    return %cst : tensor<bf16>
  }
}
