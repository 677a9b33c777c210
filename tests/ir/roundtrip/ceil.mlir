// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x2xbf16>) -> tensor<3x2xbf16> {
    %0 = stablehlo.ceil %arg0 : tensor<3x2xbf16>
    return %0 : tensor<3x2xbf16>
  }
}
