// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<4xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi32>) {
    %0 = stablehlo.clamp %arg0, %arg0, %arg0 : tensor<2x3xf32>
    %1 = stablehlo.clamp %arg1, %arg0, %arg1 : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %2 = stablehlo.clamp %c, %arg2, %c_0 : (tensor<i32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi32>
  }
}
