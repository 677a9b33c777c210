// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<f32> {
    %0 = "stablehlo.if"(%arg0) ({
      stablehlo.return %arg1 : tensor<f32>
    }, {
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<i1>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
