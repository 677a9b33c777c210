// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: !stablehlo.token) -> tensor<3xi32> {
    %0 = "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
}
