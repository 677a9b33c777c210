// RUN: juxla opt %s --passes=cse
// Infeeds, outfeeds, custom_calls and calls are never merged, however alike.
func.func private @external(tensor<2xf32>) -> tensor<2xf32>
func.func @main(%arg0: tensor<2xf32>, %arg1: !stablehlo.token) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0:2 = "stablehlo.infeed"(%arg1) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %1:2 = "stablehlo.infeed"(%arg1) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %2 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %3 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %4 = stablehlo.custom_call @foo(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  %5 = stablehlo.custom_call @foo(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  %6 = call @external(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  %7 = call @external(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  return %0#0, %1#0, %4, %5, %6, %7 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
