// RUN: juxla opt %s --passes=inline
// A call two regions deep is found and inlined in place.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%arg0) ({
    %1 = "stablehlo.if"(%arg1) ({
      %2 = func.call @twice(%arg2) : (tensor<f32>) -> tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }, {
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }, {
    %1 = func.call @twice(%arg2) : (tensor<f32>) -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @twice(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<f32>
  return %0 : tensor<f32>
}
