// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi1>, %arg2: tensor<2x3xui8>, %arg3: tensor<f64>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<2x3xf16>, tensor<bf16>) {
    %0 = stablehlo.convert %arg0 : tensor<4xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %2 = stablehlo.convert %arg1 : (tensor<4xi1>) -> tensor<4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<2x3xui8>) -> tensor<2x3xf16>
    %4 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<bf16>
    return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<2x3xf16>, tensor<bf16>
  }
}
