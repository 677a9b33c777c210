// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<f32>, %arg2: tensor<3xi1>) {
    check.expect_eq_const %arg0, dense<[1, 2]> : tensor<2xi32>
    check.expect_eq_const %arg1, dense<0x7FC00000> : tensor<f32>
    check.expect_eq_const %arg2, dense<[true, false, true]> : tensor<3xi1>
    check.expect_eq_const %arg0, dense<7> : tensor<2xi32>
    return
  }
}
