// RUN: juxla opt %s --passes=canonicalize
// The driver erases pure ops it leaves unused, never effects: the custom_call and the outfeed stay
// though nothing uses their results, and so does the transpose the outfeed reads.
func.func @main(%arg0: tensor<2x3xf32>, %arg1: !stablehlo.token) -> tensor<2x3xf32> {
  %0 = stablehlo.custom_call @log(%arg0) {has_side_effect = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %3 = "stablehlo.outfeed"(%1, %arg1) <{outfeed_config = ""}> : (tensor<3x2xf32>, !stablehlo.token) -> !stablehlo.token
  %4 = stablehlo.exponential %2 : tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}
