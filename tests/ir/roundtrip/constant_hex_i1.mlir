// RUN: juxla print %s
module {
  func.func @main() -> tensor<101xi1> {
    %c = stablehlo.constant dense<"0x49922449922449922449922409"> : tensor<101xi1>
    return %c : tensor<101xi1>
  }
}
