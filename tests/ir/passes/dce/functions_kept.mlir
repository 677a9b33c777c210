// RUN: juxla opt %s --passes=dce
// dce works inside every function but removes no function, even an unused private one.
func.func private @helper(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.floor %arg0 : tensor<f32>
  %1 = stablehlo.ceil %arg0 : tensor<f32>
  return %1 : tensor<f32>
}
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.floor %arg0 : tensor<f32>
  return %arg0 : tensor<f32>
}
