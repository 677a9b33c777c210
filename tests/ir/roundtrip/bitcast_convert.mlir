// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xbf16>, %arg1: tensor<3xf64>, %arg2: tensor<3x4xui8>, %arg3: tensor<4xi32>) -> (tensor<2x3xui16>, tensor<3x2xui32>, tensor<3xf32>, tensor<4xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xbf16>) -> tensor<2x3xui16>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<3xf64>) -> tensor<3x2xui32>
    %2 = stablehlo.bitcast_convert %arg2 : (tensor<3x4xui8>) -> tensor<3xf32>
    %3 = stablehlo.bitcast_convert %arg3 : (tensor<4xi32>) -> tensor<4xi32>
    return %0, %1, %2, %3 : tensor<2x3xui16>, tensor<3x2xui32>, tensor<3xf32>, tensor<4xi32>
  }
}
