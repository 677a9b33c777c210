// RUN: juxla opt %s --passes=inline
// Private functions that nothing left references go, declarations too; a symbol reference from an
// attribute (called_computations) keeps its target.
func.func private @never_called(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = call @only_called_by_dead(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @only_called_by_dead(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.sqrt %arg0 : tensor<f32>
  return %0 : tensor<f32>
}
func.func private @unused_declaration(tensor<f32>) -> tensor<f32>
func.func private @comparator(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @sort_with(%arg0) {called_computations = [@comparator]} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
