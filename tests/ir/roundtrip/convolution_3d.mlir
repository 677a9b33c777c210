// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x5x5x5x2xf32>, %arg1: tensor<2x2x2x2x3xf32>, %arg2: tensor<1x6x4x2xf32>, %arg3: tensor<3x2x2x4xf32>) -> (tensor<1x4x4x4x3xf32>, tensor<1x4x3x4xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x5x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<1x4x4x4x3xf32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 1, 0, f]x[1, 0, i, o]->[b, 1, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x4x2xf32>, tensor<3x2x2x4xf32>) -> tensor<1x4x3x4xf32>
    return %0, %1 : tensor<1x4x4x4x3xf32>, tensor<1x4x3x4xf32>
  }
}
