// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
    %0 = stablehlo.power %arg0, %arg0 : tensor<3xf32>
    %1 = stablehlo.power %arg1, %arg1 : tensor<3xi32>
    return %0, %1 : tensor<3xf32>, tensor<3xi32>
  }
}
