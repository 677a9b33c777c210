// RUN: juxla opt %s --passes=canonicalize
// Three transposes compose into one (dims [0, 2, 1]); two that undo each other vanish.
func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<5x6xi8>) -> (tensor<2x4x3xf32>, tensor<5x6xi8>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x4x2xf32>) -> tensor<4x3x2xf32>
  %2 = stablehlo.transpose %1, dims = [2, 0, 1] : (tensor<4x3x2xf32>) -> tensor<2x4x3xf32>
  %3 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x6xi8>) -> tensor<6x5xi8>
  %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<6x5xi8>) -> tensor<5x6xi8>
  return %2, %4 : tensor<2x4x3xf32>, tensor<5x6xi8>
}
