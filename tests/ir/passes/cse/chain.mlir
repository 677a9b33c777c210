// RUN: juxla opt %s --passes=cse
// Merging the second multiply makes the second exponential equal to the first, in the same sweep.
func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %1 = stablehlo.exponential %0 : tensor<4xf32>
  %2 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
  %3 = stablehlo.exponential %2 : tensor<4xf32>
  %4 = stablehlo.add %1, %3 : tensor<4xf32>
  return %4, %3 : tensor<4xf32>, tensor<4xf32>
}
