// RUN: juxla opt %s --passes=dce
// An unused while or if whose regions have no effects goes, with the values only it used; one whose
// body has an outfeed stays.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> tensor<f32> {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.while(%iterArg = %cst) : tensor<f32>
   cond {
    %3 = stablehlo.compare  LT, %iterArg, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    %3 = stablehlo.add %iterArg, %iterArg : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }
  %1 = "stablehlo.if"(%arg0) ({
    %3 = stablehlo.exponential %arg1 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %2 = "stablehlo.if"(%arg0) ({
    %3 = "stablehlo.outfeed"(%arg1, %arg2) <{outfeed_config = ""}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %arg1 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %arg1 : tensor<f32>
}
