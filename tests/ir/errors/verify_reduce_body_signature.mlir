// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<i32>)  {
      %1 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<f32>
      %2 = stablehlo.add %arg2, %1 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }
    return %0 : tensor<4xf32>
  }
}
