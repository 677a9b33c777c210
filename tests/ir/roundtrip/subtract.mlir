// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<ui64>) -> (tensor<2x3xf32>, tensor<ui64>) {
    %0 = stablehlo.subtract %arg0, %arg0 : tensor<2x3xf32>
    %1 = stablehlo.subtract %arg1, %arg1 : tensor<ui64>
    return %0, %1 : tensor<2x3xf32>, tensor<ui64>
  }
}
