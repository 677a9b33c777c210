// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<2x2xf64>) -> (tensor<3xf32>, tensor<2x2xf64>) {
    %0 = stablehlo.atan2 %arg0, %arg0 : tensor<3xf32>
    %1 = stablehlo.atan2 %arg1, %arg1 : tensor<2x2xf64>
    return %0, %1 : tensor<3xf32>, tensor<2x2xf64>
  }
}
