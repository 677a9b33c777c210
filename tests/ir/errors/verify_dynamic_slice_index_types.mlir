// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i64>) -> tensor<2x2xf32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i64>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
}
