// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.if"(%arg0) ({
      %2 = stablehlo.negate %arg1 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }, {
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %1 = stablehlo.add %0, %2 : tensor<f32>
    return %1 : tensor<f32>
  }
}
