// RUN: juxla opt %s --passes=cse
// Two ifs with equal effect-free branches compute the same value and merge; ifs whose branch has an
// outfeed do not.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: !stablehlo.token) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = "stablehlo.if"(%arg0) ({
    %4 = stablehlo.sine %arg1 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %1 = "stablehlo.if"(%arg0) ({
    %4 = stablehlo.sine %arg1 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %2 = "stablehlo.if"(%arg0) ({
    %4 = "stablehlo.outfeed"(%arg1, %arg2) <{outfeed_config = ""}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %arg1 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %3 = "stablehlo.if"(%arg0) ({
    %4 = "stablehlo.outfeed"(%arg1, %arg2) <{outfeed_config = ""}> : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
    stablehlo.return %arg1 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
}
