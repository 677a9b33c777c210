// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.sine %arg0 : tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}
