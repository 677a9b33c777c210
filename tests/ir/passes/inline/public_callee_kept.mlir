// RUN: juxla opt %s --passes=inline
// Public functions stay after their calls are inlined (others may call them); so does "nested".
func.func @helper(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.negate %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func nested @nested_helper(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.not %arg0 : tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func public @main(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = call @helper(%arg0) : (tensor<2xi32>) -> tensor<2xi32>
  %1 = call @nested_helper(%0) : (tensor<2xi32>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
