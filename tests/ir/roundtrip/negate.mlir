// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi64>, %arg1: tensor<2xf32>) -> (tensor<4xi64>, tensor<2xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4xi64>
    %1 = stablehlo.negate %arg1 : tensor<2xf32>
    return %0, %1 : tensor<4xi64>, tensor<2xf32>
  }
}
