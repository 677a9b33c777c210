// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x2xf32>, %arg1: tensor<i64>) -> (tensor<2x2xf32>, tensor<i64>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x2xf32>
    %1 = stablehlo.multiply %arg1, %arg1 : tensor<i64>
    return %0, %1 : tensor<2x2xf32>, tensor<i64>
  }
}
