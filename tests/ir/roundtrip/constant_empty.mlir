// RUN: juxla print %s
module {
  func.func @main() -> (tensor<0xf32>, tensor<2x0xi32>, tensor<0x3xi1>, tensor<0xbf16>) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %c = stablehlo.constant dense<> : tensor<2x0xi32>
    %c_0 = stablehlo.constant dense<> : tensor<0x3xi1>
    %cst_1 = stablehlo.constant dense<> : tensor<0xbf16>
    return %cst, %c, %c_0, %cst_1 : tensor<0xf32>, tensor<2x0xi32>, tensor<0x3xi1>, tensor<0xbf16>
  }
}
