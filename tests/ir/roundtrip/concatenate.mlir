// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<3xi1>) -> (tensor<4x1xf32>, tensor<1x2xf32>, tensor<3xi1>) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg0, dim = 0 : (tensor<1x1xf32>, tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<4x1xf32>
    %1 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x2xf32>
    %2 = stablehlo.concatenate %arg2, dim = 0 : (tensor<3xi1>) -> tensor<3xi1>
    return %0, %1, %2 : tensor<4x1xf32>, tensor<1x2xf32>, tensor<3xi1>
  }
}
