// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi1>, %arg1: tensor<3xui8>) -> (tensor<4xi1>, tensor<3xui8>) {
    %0 = stablehlo.xor %arg0, %arg0 : tensor<4xi1>
    %1 = stablehlo.xor %arg1, %arg1 : tensor<3xui8>
    return %0, %1 : tensor<4xi1>, tensor<3xui8>
  }
}
