// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf64>, %arg1: tensor<4xi64>) -> (tensor<4xf64>, tensor<4xi64>) {
    %0 = stablehlo.remainder %arg0, %arg0 : tensor<4xf64>
    %1 = stablehlo.remainder %arg1, %arg1 : tensor<4xi64>
    return %0, %1 : tensor<4xf64>, tensor<4xi64>
  }
}
