// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) {
    check.expect_almost_eq %arg0, %arg1, tolerance = 1.000000e-03 : tensor<2xf32>
    check.expect_almost_eq %arg0, %arg1, tolerance = 5.000000e-01 {note = "loose"} : tensor<2xf32>
    return
  }
}
