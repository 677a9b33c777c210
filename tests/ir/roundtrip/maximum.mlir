// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xf16>, %arg1: tensor<3xi8>) -> (tensor<3xf16>, tensor<3xi8>) {
    %0 = stablehlo.maximum %arg0, %arg0 : tensor<3xf16>
    %1 = stablehlo.maximum %arg1, %arg1 : tensor<3xi8>
    return %0, %1 : tensor<3xf16>, tensor<3xi8>
  }
}
