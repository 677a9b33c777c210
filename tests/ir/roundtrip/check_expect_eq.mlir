// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<f64>, %arg2: tensor<3xi1>, %arg3: tensor<2x2xui8>) {
    check.expect_eq %arg0, %arg0 : tensor<2xi32>
    check.expect_eq %arg1, %arg1 : tensor<f64>
    check.expect_eq %arg2, %arg2 : tensor<3xi1>
    check.expect_eq %arg3, %arg3 {note = "bitwise"} : tensor<2x2xui8>
    return
  }
}
