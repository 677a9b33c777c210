// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<f64>) {
    check.expect_almost_eq_const %arg0, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    check.expect_almost_eq_const %arg1, dense<5.000000e-01> : tensor<f64>, tolerance = 1.000000e-01
    check.expect_almost_eq_const %arg0, dense<0.333333343> : tensor<2xf32>, tolerance = 0.30000000000000004
    return
  }
}
