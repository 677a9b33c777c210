// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xi1> {
    %0 = stablehlo.compare  FOO, %arg0, %arg0,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %0 : tensor<2xi1>
  }
}
