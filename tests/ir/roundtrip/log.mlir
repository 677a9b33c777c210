// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<8xbf16>) -> tensor<8xbf16> {
    %0 = stablehlo.log %arg0 : tensor<8xbf16>
    return %0 : tensor<8xbf16>
  }
}
