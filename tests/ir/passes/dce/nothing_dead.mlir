// RUN: juxla opt %s --passes=dce
// Every value is used, and tokens from after_all feed an outfeed: the module prints back unchanged.
module {
  func.func @main(%arg0: !stablehlo.token, %arg1: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.after_all %arg0 : !stablehlo.token
    %1 = stablehlo.add %arg1, %arg1 : tensor<3xi32>
    %2 = "stablehlo.outfeed"(%1, %0) : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
    %3 = stablehlo.optimization_barrier %1 : tensor<3xi32>
    return %3 : tensor<3xi32>
  }
}
