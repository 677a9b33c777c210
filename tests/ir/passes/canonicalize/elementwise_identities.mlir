// RUN: juxla opt %s --passes=canonicalize
// x * 1 (either side), integer x + 0, max/min/and/or of a value with itself, and double negation
// and double not are x. Float x + 0.0 stays: -0.0 + 0.0 is +0.0.
func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xui8>, %arg2: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xui8>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xui8>, tensor<4xf32>, tensor<4xi1>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %c = stablehlo.constant dense<1> : tensor<4xui8>
  %c_1 = stablehlo.constant dense<0> : tensor<4xui8>
  %c_2 = stablehlo.constant dense<true> : tensor<4xi1>
  %0 = stablehlo.multiply %cst, %arg0 : tensor<4xf32>
  %1 = stablehlo.add %arg0, %cst_0 : tensor<4xf32>
  %2 = stablehlo.multiply %arg1, %c : tensor<4xui8>
  %3 = stablehlo.add %c_1, %arg1 : tensor<4xui8>
  %4 = stablehlo.maximum %arg0, %arg0 : tensor<4xf32>
  %5 = stablehlo.minimum %4, %4 : tensor<4xf32>
  %6 = stablehlo.and %arg2, %arg2 : tensor<4xi1>
  %7 = stablehlo.or %arg1, %arg1 : tensor<4xui8>
  %8 = stablehlo.negate %arg0 : tensor<4xf32>
  %9 = stablehlo.negate %8 : tensor<4xf32>
  %10 = stablehlo.not %arg2 : tensor<4xi1>
  %11 = stablehlo.not %10 : tensor<4xi1>
  %12 = stablehlo.multiply %11, %c_2 : tensor<4xi1>
  return %0, %1, %2, %3, %5, %9, %6, %7, %9, %12 : tensor<4xf32>, tensor<4xf32>, tensor<4xui8>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xui8>, tensor<4xf32>, tensor<4xi1>
}
