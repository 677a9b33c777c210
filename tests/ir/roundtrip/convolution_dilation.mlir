// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<3x3x1x1xf32>, %arg2: tensor<2x3x9xf32>, %arg3: tensor<5x3x2xf32>) -> (tensor<1x5x5x1xf32>, tensor<1x3x2x1xf32>, tensor<2x5x8xf32>, tensor<1x9x9x1xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x5x5x1xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 2], [0, 0]], rhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x3x2x1xf32>
    %2 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9xf32>, tensor<5x3x2xf32>) -> tensor<2x5x8xf32>
    %3 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x9x9x1xf32>
    return %0, %1, %2, %3 : tensor<1x5x5x1xf32>, tensor<1x3x2x1xf32>, tensor<2x5x8xf32>, tensor<1x9x9x1xf32>
  }
}
