// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %1, %arg0 : tensor<2xf32>
    %1 = stablehlo.abs %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
