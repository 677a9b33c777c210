// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<1xf32>, %arg2: tensor<ui32>, %arg3: tensor<4x4xi32>, %arg4: tensor<2x2xi32>, %arg5: tensor<i64>) -> (tensor<3xf32>, tensor<4x4xi32>) {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<ui32>) -> tensor<3xf32>
    %1 = stablehlo.dynamic_update_slice %arg3, %arg4, %arg5, %arg5 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    return %0, %1 : tensor<3xf32>, tensor<4x4xi32>
  }
}
