// RUN: juxla opt %s --passes=inline
// Each call result becomes the matching returned value, which may be one of the call's own operands.
func.func private @divmod(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %0 = stablehlo.divide %arg0, %arg1 : tensor<3xi32>
  %1 = stablehlo.remainder %arg0, %arg1 : tensor<3xi32>
  return %0, %1 : tensor<3xi32>, tensor<3xi32>
}
func.func private @shuffle(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
  return %arg1, %arg0, %arg1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}
func.func @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
  %0:2 = call @divmod(%arg0, %arg1) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
  %1:3 = call @shuffle(%0#0, %0#1) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
  %2 = stablehlo.add %1#0, %1#2 : tensor<3xi32>
  return %2, %1#1, %0#0 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}
