// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<8xf16>) -> tensor<8xf16> {
    %0 = stablehlo.cosine %arg0 : tensor<8xf16>
    return %0 : tensor<8xf16>
  }
}
