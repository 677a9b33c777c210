// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xi32>, %arg1: tensor<f64>, %arg2: !stablehlo.token) -> !stablehlo.token {
    %0 = "stablehlo.outfeed"(%arg0, %arg1, %arg2) <{outfeed_config = "x"}> : (tensor<3xi32>, tensor<f64>, !stablehlo.token) -> !stablehlo.token
    %1 = "stablehlo.outfeed"(%arg0, %0) : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
    %2 = "stablehlo.outfeed"(%1) : (!stablehlo.token) -> !stablehlo.token
    return %2 : !stablehlo.token
  }
}
