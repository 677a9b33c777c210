// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<2xui64>) -> (tensor<4xi1>, tensor<4xi32>, tensor<2xui64>) {
    %0 = stablehlo.and %arg0, %arg0 : tensor<4xi1>
    %1 = stablehlo.and %arg1, %arg1 : tensor<4xi32>
    %2 = stablehlo.and %arg2, %arg2 : tensor<2xui64>
    return %0, %1, %2 : tensor<4xi1>, tensor<4xi32>, tensor<2xui64>
  }
}
