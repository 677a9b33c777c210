// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xbf16>, %arg1: tensor<3xui16>) -> (tensor<3xbf16>, tensor<3xui16>) {
    %0 = stablehlo.minimum %arg0, %arg0 : tensor<3xbf16>
    %1 = stablehlo.minimum %arg1, %arg1 : tensor<3xui16>
    return %0, %1 : tensor<3xbf16>, tensor<3xui16>
  }
}
