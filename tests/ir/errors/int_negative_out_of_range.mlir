// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main() -> tensor<i16> {
    %c = stablehlo.constant dense<-32769> : tensor<i16>
    return %c : tensor<i16>
  }
}
