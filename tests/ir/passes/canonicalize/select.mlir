// RUN: juxla opt %s --passes=canonicalize
// select with equal branches is that branch; with a constant predicate (scalar or splat) it is the
// chosen branch. A predicate that is not a splat stays.
func.func @main(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<false> : tensor<3xi1>
  %c_1 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<3xi1>, tensor<3xf32>
  %1 = stablehlo.select %c, %arg1, %arg2 : tensor<i1>, tensor<3xf32>
  %2 = stablehlo.select %c_0, %arg1, %arg2 : tensor<3xi1>, tensor<3xf32>
  %3 = stablehlo.select %c_1, %arg1, %arg2 : tensor<3xi1>, tensor<3xf32>
  return %0, %1, %2, %3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
