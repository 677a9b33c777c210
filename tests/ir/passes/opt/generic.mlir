// RUN: juxla opt %s --passes=cse,dce --generic
// --generic prints the result as mlir-opt --mlir-print-op-generic does, module and functions included.
func.func private @helper(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %arg0 : tensor<2xf32>
  %1 = stablehlo.abs %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  %1 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}
