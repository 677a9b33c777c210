// RUN: juxla opt %s --passes=dce
// An unused if nested in another if's branch goes; the outer one is used.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%arg0) ({
    %1 = "stablehlo.if"(%arg0) ({
      %3 = stablehlo.sine %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }, {
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %2 = stablehlo.cosine %arg1 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }, {
    stablehlo.return %arg1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
