// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<3xi1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg1 : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
