// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
    %0 = stablehlo.sqrt %arg0 : tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
}
