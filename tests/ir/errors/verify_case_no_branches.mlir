// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>) {
    "stablehlo.case"(%arg0) : (tensor<i32>) -> ()
    return
  }
}
