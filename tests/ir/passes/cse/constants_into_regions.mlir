// RUN: juxla opt %s --passes=cse
// Constants inside a while's regions and a reducer merge into the equal constants before them: the
// regions then use the outer values, as MLIR's cse does (StableHLO regions may capture).
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
   cond {
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
    stablehlo.return %1, %iterArg_0 : tensor<i64>, tensor<4xf32>
  }
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = stablehlo.reduce(%0#1 init: %cst) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.add %arg1, %cst_0 : tensor<f32>
    %4 = stablehlo.add %3, %arg2 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }
  %5 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}
