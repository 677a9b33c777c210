// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf16>) -> tensor<2xi1> {
    %0 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xi1>
    return %0 : tensor<2xi1>
  }
}
