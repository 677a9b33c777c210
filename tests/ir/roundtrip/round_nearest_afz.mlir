// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
