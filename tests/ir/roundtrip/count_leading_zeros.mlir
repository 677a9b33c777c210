// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi32>, %arg1: tensor<2x2xui8>) -> (tensor<4xi32>, tensor<2x2xui8>) {
    %0 = stablehlo.count_leading_zeros %arg0 : tensor<4xi32>
    %1 = stablehlo.count_leading_zeros %arg1 : tensor<2x2xui8>
    return %0, %1 : tensor<4xi32>, tensor<2x2xui8>
  }
}
