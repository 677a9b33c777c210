// RUN: juxla opt %s --passes=cse
// Commutative ops match with swapped operands; subtract and compare do not.
func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xi32>
  %1 = stablehlo.add %arg1, %arg0 : tensor<2xi32>
  %2 = stablehlo.maximum %arg1, %arg0 : tensor<2xi32>
  %3 = stablehlo.maximum %arg0, %arg1 : tensor<2xi32>
  %4 = stablehlo.subtract %arg0, %arg1 : tensor<2xi32>
  %5 = stablehlo.subtract %arg1, %arg0 : tensor<2xi32>
  %6 = stablehlo.compare  LT, %arg0, %arg1,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %7 = stablehlo.compare  LT, %arg1, %arg0,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %1, %3, %2, %4, %5, %6, %7 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>
}
