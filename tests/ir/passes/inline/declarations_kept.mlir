// RUN: juxla opt %s --passes=inline
// A call to a declaration has no body to inline: it stays, and so does the declaration it names.
func.func private @external_rng(tensor<2xui32>) -> tensor<2xui32>
func.func private @wrap(%arg0: tensor<2xui32>) -> tensor<2xui32> {
  %0 = call @external_rng(%arg0) : (tensor<2xui32>) -> tensor<2xui32>
  %1 = stablehlo.xor %0, %arg0 : tensor<2xui32>
  return %1 : tensor<2xui32>
}
func.func @main(%arg0: tensor<2xui32>) -> tensor<2xui32> {
  %0 = call @wrap(%arg0) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}
