// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x7xf32>) -> tensor<1x7xf32> {
    %0 = stablehlo.sine %arg0 : tensor<1x7xf32>
    return %0 : tensor<1x7xf32>
  }
}
