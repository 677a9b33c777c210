// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<6xf64>
    return %0 : tensor<6xf64>
  }
}
