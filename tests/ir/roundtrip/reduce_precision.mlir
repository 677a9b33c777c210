// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<6xf64>) -> (tensor<3x4xf32>, tensor<6xf64>) {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<3x4xf32>
    %1 = stablehlo.reduce_precision %arg1, format = e8m7 : tensor<6xf64>
    return %0, %1 : tensor<3x4xf32>, tensor<6xf64>
  }
}
