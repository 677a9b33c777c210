// RUN: juxla opt %s --passes=inline
// A private callee is inlined and then erased: nothing calls it any more.
func.func private @square(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.abs %arg0 : tensor<3xf32>
  %1 = call @square(%0) : (tensor<3xf32>) -> tensor<3xf32>
  %2 = stablehlo.add %1, %0 : tensor<3xf32>
  return %2 : tensor<3xf32>
}
