// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.optimization_barrier"(%arg0) : (tensor<2xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
