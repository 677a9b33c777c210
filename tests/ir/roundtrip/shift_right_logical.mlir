// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xui8>, %arg1: tensor<4xi32>) -> (tensor<4xui8>, tensor<4xi32>) {
    %0 = stablehlo.shift_right_logical %arg0, %arg0 : tensor<4xui8>
    %1 = stablehlo.shift_right_logical %arg1, %arg1 : tensor<4xi32>
    return %0, %1 : tensor<4xui8>, tensor<4xi32>
  }
}
