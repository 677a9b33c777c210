// RUN: juxla print %s
module {
  func.func @main(%arg0: !stablehlo.token) -> !stablehlo.token {
    %0:3 = "stablehlo.infeed"(%arg0) <{layout = [[1, 0], [0]]}> : (!stablehlo.token) -> (tensor<2x3xf32>, tensor<4xi1>, !stablehlo.token)
    %1:2 = "stablehlo.infeed"(%0#2) : (!stablehlo.token) -> (tensor<bf16>, !stablehlo.token)
    %2 = "stablehlo.outfeed"(%0#0, %0#1, %1#0, %1#1) <{outfeed_config = "step \22one\22"}> : (tensor<2x3xf32>, tensor<4xi1>, tensor<bf16>, !stablehlo.token) -> !stablehlo.token
    %3 = "stablehlo.outfeed"(%2) : (!stablehlo.token) -> !stablehlo.token
    %4 = "stablehlo.infeed"(%3) <{infeed_config = ""}> : (!stablehlo.token) -> !stablehlo.token
    return %4 : !stablehlo.token
  }
}
