// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg0 : (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
