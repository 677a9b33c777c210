// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i64>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i64>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
