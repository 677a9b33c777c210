// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<2x9x10x3xf32>, %arg3: tensor<4x5x3x3xf32>) -> (tensor<1x4x4x4xf32>, tensor<2x6x6x3xf32>, tensor<1x8x8x4xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x10x3xf32>, tensor<4x5x3x3xf32>) -> tensor<2x6x6x3xf32>
    %2 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
    return %0, %1, %2 : tensor<1x4x4x4xf32>, tensor<2x6x6x3xf32>, tensor<1x8x8x4xf32>
  }
}
