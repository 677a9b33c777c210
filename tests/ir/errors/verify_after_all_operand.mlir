// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<f32>) -> !stablehlo.token {
    %0 = "stablehlo.after_all"(%arg0) : (tensor<f32>) -> !stablehlo.token
    return %0 : !stablehlo.token
  }
}
