// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.shift_left %arg0, %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
