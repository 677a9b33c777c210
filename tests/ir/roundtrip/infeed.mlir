// RUN: juxla print %s
module {
  func.func @main(%arg0: !stablehlo.token) -> (tensor<3xi32>, tensor<2x2xf32>, !stablehlo.token) {
    %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = "cfg"}> : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
    %1:2 = "stablehlo.infeed"(%0#1) <{layout = [[0, 1]]}> : (!stablehlo.token) -> (tensor<2x2xf32>, !stablehlo.token)
    %2 = "stablehlo.infeed"(%1#1) : (!stablehlo.token) -> !stablehlo.token
    return %0#0, %1#0, %2 : tensor<3xi32>, tensor<2x2xf32>, !stablehlo.token
  }
}
