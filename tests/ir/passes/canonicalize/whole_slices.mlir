// RUN: juxla opt %s --passes=canonicalize
// Slicing, dynamically slicing or updating the whole tensor, padding by nothing, concatenating one
// tensor and reversing dims of size 1 are the operand (or the update); reverse(reverse(x)) along the
// same dims, in any order, is x.
func.func @main(%arg0: tensor<2x1xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<2x3x4xi32>) -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x3x4xi32>) {
  %0 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %1 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [2, 1] : (tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
  %2 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg2 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
  %3 = stablehlo.pad %arg0, %arg3, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %4 = stablehlo.concatenate %arg1, dim = 1 : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %5 = stablehlo.reverse %arg0, dims = [1] : tensor<2x1xf32>
  %6 = stablehlo.reverse %arg4, dims = [0, 2] : tensor<2x3x4xi32>
  %7 = stablehlo.reverse %6, dims = [2, 0] : tensor<2x3x4xi32>
  return %0, %1, %2, %3, %4, %5, %7 : tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x3x4xi32>
}
