// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<1x2xui32>, %arg2: tensor<3xi8>) -> (tensor<1xf32>, tensor<4x2xui32>, tensor<2x3x4xi8>, tensor<3xi8>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xi8>) -> tensor<2x3x4xi8>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<3xi8>) -> tensor<3xi8>
    return %0, %1, %2, %3 : tensor<1xf32>, tensor<4x2xui32>, tensor<2x3x4xi8>, tensor<3xi8>
  }
}
