// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<7x5x3xf32>, %arg1: tensor<i64>, %arg2: tensor<i32>, %arg3: tensor<4xui8>) -> (tensor<3x1x2xf32>, tensor<2xui8>) {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, %arg1, sizes = [3, 1, 2] : (tensor<7x5x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x1x2xf32>
    %1 = stablehlo.dynamic_slice %arg3, %arg2, sizes = [2] : (tensor<4xui8>, tensor<i32>) -> tensor<2xui8>
    return %0, %1 : tensor<3x1x2xf32>, tensor<2xui8>
  }
}
