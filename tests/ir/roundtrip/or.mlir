// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi1>, %arg1: tensor<2xi16>) -> (tensor<4xi1>, tensor<2xi16>) {
    %0 = stablehlo.or %arg0, %arg0 : tensor<4xi1>
    %1 = stablehlo.or %arg1, %arg1 : tensor<2xi16>
    return %0, %1 : tensor<4xi1>, tensor<2xi16>
  }
}
