// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.cbrt %arg0 : tensor<4xf64>
    return %0 : tensor<4xf64>
  }
}
