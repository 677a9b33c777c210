// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xui32>, %arg1: tensor<6x4xf32>, %arg2: tensor<2x4x6xi8>, %arg3: tensor<f32>) -> (tensor<1xui32>, tensor<2x2xf32>, tensor<2x4x6xi8>, tensor<0x2xf32>, tensor<f32>) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.slice %arg1 [1:5:2, 1:3] : (tensor<6x4xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.slice %arg2 [0:2, 0:4, 0:6] : (tensor<2x4x6xi8>) -> tensor<2x4x6xi8>
    %3 = stablehlo.slice %arg1 [3:3, 0:4:3] : (tensor<6x4xf32>) -> tensor<0x2xf32>
    %4 = stablehlo.slice %arg3 [] : (tensor<f32>) -> tensor<f32>
    return %0, %1, %2, %3, %4 : tensor<1xui32>, tensor<2x2xf32>, tensor<2x4x6xi8>, tensor<0x2xf32>, tensor<f32>
  }
}
