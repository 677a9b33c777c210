// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3x6xf32>) -> tensor<6x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
}
