// RUN: juxla print %s
module {
  func.func @main(%arg0: !stablehlo.token, %arg1: tensor<3xi32>) -> (tensor<3xi32>, !stablehlo.token) {
    %0 = stablehlo.after_all  : !stablehlo.token
    %1 = stablehlo.after_all %arg0 : !stablehlo.token
    %2 = stablehlo.after_all %arg0, %0, %1 : !stablehlo.token
    %3:2 = "stablehlo.infeed"(%2) <{infeed_config = "cfg"}> : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
    %4 = stablehlo.add %3#0, %arg1 : tensor<3xi32>
    %5 = "stablehlo.outfeed"(%4, %3#1) : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
    return %4, %5 : tensor<3xi32>, !stablehlo.token
  }
}
