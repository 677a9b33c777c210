// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xui32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xui32>) {
    %0 = stablehlo.divide %arg0, %arg0 : tensor<4xf32>
    %1 = stablehlo.divide %arg1, %arg1 : tensor<4xi32>
    %2 = stablehlo.divide %arg2, %arg2 : tensor<4xui32>
    return %0, %1, %2 : tensor<4xf32>, tensor<4xi32>, tensor<4xui32>
  }
}
