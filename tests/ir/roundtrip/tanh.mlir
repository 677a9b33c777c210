// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<10xf32>
    return %0 : tensor<10xf32>
  }
}
