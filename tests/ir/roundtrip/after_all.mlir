// RUN: juxla print %s
module {
  func.func @main(%arg0: !stablehlo.token, %arg1: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token) {
    %0 = stablehlo.after_all  : !stablehlo.token
    %1 = stablehlo.after_all %arg0 : !stablehlo.token
    %2 = stablehlo.after_all %arg0, %arg1, %0 : !stablehlo.token
    return %0, %1, %2 : !stablehlo.token, !stablehlo.token, !stablehlo.token
  }
}
