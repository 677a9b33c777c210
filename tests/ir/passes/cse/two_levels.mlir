// RUN: juxla opt %s --passes=cse
// An op two regions deep reuses an equal op of an enclosing region.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%arg0) ({
    %1 = stablehlo.log %arg1 : tensor<f32>
    %2 = "stablehlo.if"(%arg0) ({
      %4 = stablehlo.log %arg1 : tensor<f32>
      %5 = stablehlo.cosine %4 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }, {
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %3 = stablehlo.add %1, %2 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }, {
    %1 = stablehlo.log %arg1 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
