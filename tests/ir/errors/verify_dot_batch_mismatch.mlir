// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<5x3x6xf32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x3xf32>, tensor<5x3x6xf32>) -> tensor<2x4x6xf32>
    return %0 : tensor<2x4x6xf32>
  }
}
