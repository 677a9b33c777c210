// RUN: juxla print %s
module @only_name {
  func.func @main() {
    stablehlo.while()
     cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return 
    }
    return
  }
}
