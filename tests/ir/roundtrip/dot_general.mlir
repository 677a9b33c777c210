// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<2x2x3xf32>, %arg3: tensor<2x3x5xf32>, %arg4: tensor<2xf64>, %arg5: tensor<3xf64>, %arg6: tensor<3xi32>) -> (tensor<4x6xf32>, tensor<2x2x5xf32>, tensor<2x3xf64>, tensor<i32>, tensor<6x4xf32>, tensor<4x6xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x2x3xf32>, tensor<2x3x5xf32>) -> tensor<2x2x5xf32>
    %2 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [] x [] : (tensor<2xf64>, tensor<3xf64>) -> tensor<2x3xf64>
    %3 = stablehlo.dot_general %arg6, %arg6, contracting_dims = [0] x [0], precision = [HIGH, HIGH] : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
    %4 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<4x3xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<4x6xf32>
    return %0, %1, %2, %3, %4, %5 : tensor<4x6xf32>, tensor<2x2x5xf32>, tensor<2x3xf64>, tensor<i32>, tensor<6x4xf32>, tensor<4x6xf32>
  }
}
