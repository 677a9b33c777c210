// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<f32> {
    %cst = stablehlo.constant dense<-0x7F800000> : tensor<f32>
    return %cst : tensor<f32>
  }
}
