// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<2xf64>) -> (tensor<4xf32>, tensor<2xf64>) {
    %0 = stablehlo.tan %arg0 : tensor<4xf32>
    %1 = stablehlo.tan %arg1 : tensor<2xf64>
    return %0, %1 : tensor<4xf32>, tensor<2xf64>
  }
}
