// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<20xi1> {
    %c = stablehlo.constant dense<"0x0102"> : tensor<20xi1>
    return %c : tensor<20xi1>
  }
}
