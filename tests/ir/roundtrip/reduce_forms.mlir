// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xui8>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<ui8>) -> (tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<ui8>) {
    %0 = stablehlo.reduce(%arg0 init: %arg3) applies stablehlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %1:3 = stablehlo.reduce(%arg0 init: %arg3), (%arg1 init: %arg4), (%arg2 init: %arg5) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<4xui8>, tensor<f32>, tensor<i32>, tensor<ui8>) -> (tensor<f32>, tensor<i32>, tensor<ui8>)
     reducer(%arg6: tensor<f32>, %arg9: tensor<f32>) (%arg7: tensor<i32>, %arg10: tensor<i32>) (%arg8: tensor<ui8>, %arg11: tensor<ui8>)  {
      %2 = stablehlo.add %arg6, %arg9 : tensor<f32>
      %3 = stablehlo.maximum %arg7, %arg10 : tensor<i32>
      %4 = stablehlo.minimum %arg8, %arg11 : tensor<ui8>
      stablehlo.return %2, %3, %4 : tensor<f32>, tensor<i32>, tensor<ui8>
    }
    return %0, %1#0, %1#1, %1#2 : tensor<4xf32>, tensor<f32>, tensor<i32>, tensor<ui8>
  }
}
