// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4x5xbf16>, %arg1: tensor<2x3x4xi32>) -> (tensor<4x5xbf16>, tensor<2x3x4xi32>, tensor<2x3x4xi32>) {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x5xbf16>
    %1 = stablehlo.reverse %arg1, dims = [0, 2] : tensor<2x3x4xi32>
    %2 = stablehlo.reverse %arg1, dims = [] : tensor<2x3x4xi32>
    return %0, %1, %2 : tensor<4x5xbf16>, tensor<2x3x4xi32>, tensor<2x3x4xi32>
  }
}
