// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x4x5x5xf32>, %arg1: tensor<6x2x3x3xf32>, %arg2: tensor<4x3x5x5xf32>, %arg3: tensor<4x3x3x3xf32>) -> (tensor<1x6x3x3xf32>, tensor<2x4x3x3xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x5x5xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x3x3xf32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x3x3xf32>
    return %0, %1 : tensor<1x6x3x3xf32>, tensor<2x4x3x3xf32>
  }
}
