// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xi32>, %arg1: tensor<f64>, %arg2: tensor<4xui8>, %arg3: tensor<2xi1>) -> (tensor<2x3xi32>, tensor<f64>, tensor<4xui8>, tensor<2xi1>) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xi32>
    %1 = stablehlo.add %arg1, %arg1 : tensor<f64>
    %2 = stablehlo.add %arg2, %arg2 : tensor<4xui8>
    %3 = stablehlo.add %arg3, %arg3 : tensor<2xi1>
    return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<f64>, tensor<4xui8>, tensor<2xi1>
  }
}
