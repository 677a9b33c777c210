// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<2x3x4xbf16>, %arg3: tensor<2x4x3xbf16>) -> (tensor<3x4x5xf32>, tensor<2x3x3xbf16>) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [] : (tensor<3x4xf32>, tensor<3x5xf32>) -> tensor<3x4x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xbf16>, tensor<2x4x3xbf16>) -> tensor<2x3x3xbf16>
    return %0, %1 : tensor<3x4x5xf32>, tensor<2x3x3xbf16>
  }
}
