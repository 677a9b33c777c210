// RUN: juxla opt %s --passes=dce
// A chain of unused pure ops goes in one run, constants included.
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %cst = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
  %0 = stablehlo.multiply %arg0, %cst : tensor<4xf32>
  %1 = stablehlo.exponential %0 : tensor<4xf32>
  %2 = stablehlo.log %1 : tensor<4xf32>
  %3 = stablehlo.negate %arg0 : tensor<4xf32>
  return %3 : tensor<4xf32>
}
