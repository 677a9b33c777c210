// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<2x3x4xi32>, %arg2: tensor<i64>) -> (tensor<1xf32>, tensor<6x4xi32>, tensor<1x1x1xi64>, tensor<2x3x4xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x1xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<2x3x4xi32>) -> tensor<6x4xi32>
    %2 = stablehlo.reshape %arg2 : (tensor<i64>) -> tensor<1x1x1xi64>
    %3 = stablehlo.reshape %arg1 : (tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
    return %0, %1, %2, %3 : tensor<1xf32>, tensor<6x4xi32>, tensor<1x1x1xi64>, tensor<2x3x4xi32>
  }
}
