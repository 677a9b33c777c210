// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<5x4xf32>, %arg1: tensor<2x3x4xi32>, %arg2: tensor<8xi1>) -> (tensor<5xf32>, tensor<3xi32>, tensor<i1>, tensor<4xf32>, tensor<3xi32>, tensor<2x4xi32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.maximum across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.reduce(%arg2 init: %c_0) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %3 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.multiply across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.xor across dimensions = [1] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    return %0, %1, %2, %3, %4, %5 : tensor<5xf32>, tensor<3xi32>, tensor<i1>, tensor<4xf32>, tensor<3xi32>, tensor<2x4xi32>
  }
}
