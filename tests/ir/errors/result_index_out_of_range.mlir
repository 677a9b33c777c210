// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>) -> tensor<2xf32> {
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<2xf32>, tensor<2xi32>
    return %0#2 : tensor<2xf32>
  }
}
