// RUN: juxla opt %s --passes=canonicalize
// reshape(reshape(x)) is one reshape; a chain back to the input's shape is the input. The first
// reshape stays because something else uses it.
func.func @main(%arg0: tensor<2x6xf32>) -> (tensor<3x4xf32>, tensor<2x6xf32>, tensor<12xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<12xf32>
  %1 = stablehlo.reshape %0 : (tensor<12xf32>) -> tensor<4x3xf32>
  %2 = stablehlo.reshape %1 : (tensor<4x3xf32>) -> tensor<3x4xf32>
  %3 = stablehlo.reshape %2 : (tensor<3x4xf32>) -> tensor<6x2xf32>
  %4 = stablehlo.reshape %3 : (tensor<6x2xf32>) -> tensor<2x6xf32>
  return %2, %4, %0 : tensor<3x4xf32>, tensor<2x6xf32>, tensor<12xf32>
}
