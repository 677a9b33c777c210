// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<3xf32>, tensor<4xf32>, tensor<i32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
