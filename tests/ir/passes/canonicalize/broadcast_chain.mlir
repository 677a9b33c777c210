// RUN: juxla opt %s --passes=canonicalize
// broadcast_in_dim(broadcast_in_dim(x)) is one broadcast: x's dims go to [1, 3], its size-1 dim
// expanding to 4; a transposed broadcast is a broadcast with permuted dims, scalars included.
func.func @main(%arg0: tensor<3x1xf32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> (tensor<2x3x5x4xf32>, tensor<3x2xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x1xf32>) -> tensor<2x3x1xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 3] : (tensor<2x3x1xf32>) -> tensor<2x3x5x4xf32>
  %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1, %3, %5 : tensor<2x3x5x4xf32>, tensor<3x2xf32>, tensor<3x2xf32>
}
