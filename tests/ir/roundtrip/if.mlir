// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<2xi32>) -> (tensor<f32>, tensor<f32>, tensor<2xi32>) {
    %0 = "stablehlo.if"(%arg0) ({
      stablehlo.return %arg1 : tensor<f32>
    }, {
      %2 = stablehlo.negate %arg1 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %1:2 = "stablehlo.if"(%arg0) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      stablehlo.return %cst, %arg2 : tensor<f32>, tensor<2xi32>
    }, {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.add %arg2, %arg2 : tensor<2xi32>
      stablehlo.return %cst, %2 : tensor<f32>, tensor<2xi32>
    }) : (tensor<i1>) -> (tensor<f32>, tensor<2xi32>)
    return %0, %1#0, %1#1 : tensor<f32>, tensor<f32>, tensor<2xi32>
  }
}
