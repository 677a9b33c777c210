// RUN: juxla opt %s --passes=canonicalize
// broadcast_in_dim with identity dims, reshape and convert to the same type, and the identity
// transpose all return their operand; the chain collapses to the arguments.
func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> (tensor<2x3xf32>, tensor<i32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.reshape %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.transpose %1, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.convert %2 : tensor<2x3xf32>
  %4 = stablehlo.convert %arg1 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<i32>
  return %3, %5 : tensor<2x3xf32>, tensor<i32>
}
