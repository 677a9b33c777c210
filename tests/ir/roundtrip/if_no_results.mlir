// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<4xf32>) {
    "stablehlo.if"(%arg0) ({
      stablehlo.custom_call @log_value(%arg1) {has_side_effect = true} : (tensor<4xf32>) -> ()
      stablehlo.return 
    }, {
      stablehlo.return 
    }) : (tensor<i1>) -> ()
    return
  }
}
