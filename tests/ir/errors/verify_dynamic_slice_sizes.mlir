// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [5] : (tensor<4xf32>, tensor<i32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
}
