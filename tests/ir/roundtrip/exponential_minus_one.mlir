// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<5xf64>) -> tensor<5xf64> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<5xf64>
    return %0 : tensor<5xf64>
  }
}
