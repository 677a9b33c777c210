// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x2xf16>) -> tensor<2x2xf16> {
    %0 = stablehlo.rsqrt %arg0 : tensor<2x2xf16>
    return %0 : tensor<2x2xf16>
  }
}
