// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<f16>) -> (tensor<2x4xf32>, tensor<f16>) {
    %0 = stablehlo.logistic %arg0 : tensor<2x4xf32>
    %1 = stablehlo.logistic %arg1 : tensor<f16>
    return %0, %1 : tensor<2x4xf32>, tensor<f16>
  }
}
