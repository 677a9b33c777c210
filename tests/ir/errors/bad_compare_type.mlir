// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xi1> {
    %0 = stablehlo.compare  LT, %arg0, %arg0,  DOUBLE : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %0 : tensor<2xi1>
  }
}
