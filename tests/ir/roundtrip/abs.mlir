// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<2x3xi32>) -> (tensor<4xf32>, tensor<2x3xi32>) {
    %0 = stablehlo.abs %arg0 : tensor<4xf32>
    %1 = stablehlo.abs %arg1 : tensor<2x3xi32>
    return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
  }
}
