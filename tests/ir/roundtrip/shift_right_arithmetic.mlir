// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi8>, %arg1: tensor<4xi64>) -> (tensor<4xi8>, tensor<4xi64>) {
    %0 = stablehlo.shift_right_arithmetic %arg0, %arg0 : tensor<4xi8>
    %1 = stablehlo.shift_right_arithmetic %arg1, %arg1 : tensor<4xi64>
    return %0, %1 : tensor<4xi8>, tensor<4xi64>
  }
}
