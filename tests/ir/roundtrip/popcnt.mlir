// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xui16>, %arg1: tensor<4xi64>) -> (tensor<3xui16>, tensor<4xi64>) {
    %0 = stablehlo.popcnt %arg0 : tensor<3xui16>
    %1 = stablehlo.popcnt %arg1 : tensor<4xi64>
    return %0, %1 : tensor<3xui16>, tensor<4xi64>
  }
}
