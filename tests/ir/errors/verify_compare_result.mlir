// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xi32> {
    %0 = stablehlo.compare  LT, %arg0, %arg0,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}
