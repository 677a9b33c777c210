// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> (tensor<4xf32>, tensor<6xf32>, tensor<4xf32>) {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %3 = stablehlo.add %arg3, %arg2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %3 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      %4 = stablehlo.add %3, %arg2 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }
    %2 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %3 = stablehlo.subtract %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0, %1, %2 : tensor<4xf32>, tensor<6xf32>, tensor<4xf32>
  }
}
