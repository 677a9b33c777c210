// RUN: juxla opt %s --passes=cse
// Branches of an if share nothing with each other, but each may reuse what precedes the if.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.abs %arg1 : tensor<3xf32>
  %1 = "stablehlo.if"(%arg0) ({
    %2 = stablehlo.abs %arg1 : tensor<3xf32>
    %3 = stablehlo.tanh %arg1 : tensor<3xf32>
    %4 = stablehlo.tanh %arg1 : tensor<3xf32>
    %5 = stablehlo.add %2, %3 : tensor<3xf32>
    %6 = stablehlo.add %5, %4 : tensor<3xf32>
    stablehlo.return %6 : tensor<3xf32>
  }, {
    %2 = stablehlo.tanh %arg1 : tensor<3xf32>
    %3 = stablehlo.abs %arg1 : tensor<3xf32>
    %4 = stablehlo.add %2, %3 : tensor<3xf32>
    stablehlo.return %4 : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
