// RUN: juxla opt %s --passes=dce
// Infeed, outfeed, custom_call and calls stay even when their results are unused, and so do the ops
// that compute their operands; the unused add goes.
func.func private @external(tensor<3xi32>) -> tensor<3xi32>
func.func @main(%arg0: tensor<3xi32>, %arg1: !stablehlo.token) -> tensor<3xi32> {
  %0:2 = "stablehlo.infeed"(%arg1) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  %1 = stablehlo.multiply %arg0, %arg0 : tensor<3xi32>
  %2 = "stablehlo.outfeed"(%1, %0#1) <{outfeed_config = ""}> : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
  %3 = stablehlo.custom_call @foo(%arg0) {has_side_effect = true} : (tensor<3xi32>) -> tensor<3xi32>
  %4 = call @external(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
  %5 = stablehlo.add %3, %4 : tensor<3xi32>
  return %arg0 : tensor<3xi32>
}
