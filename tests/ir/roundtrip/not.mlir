// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi1>, %arg1: tensor<3xui16>, %arg2: tensor<2xi8>) -> (tensor<4xi1>, tensor<3xui16>, tensor<2xi8>) {
    %0 = stablehlo.not %arg0 : tensor<4xi1>
    %1 = stablehlo.not %arg1 : tensor<3xui16>
    %2 = stablehlo.not %arg2 : tensor<2xi8>
    return %0, %1, %2 : tensor<4xi1>, tensor<3xui16>, tensor<2xi8>
  }
}
