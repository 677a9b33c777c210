// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>, %arg2: tensor<f64>, %arg3: tensor<3xi1>) {
    check.expect_eq %arg0, %arg0 : tensor<2xi32>
    check.expect_eq %arg3, %arg3 : tensor<3xi1>
    check.expect_eq_const %arg0, dense<[1, 2]> : tensor<2xi32>
    check.expect_eq_const %arg3, dense<[true, false, true]> : tensor<3xi1>
    check.expect_almost_eq %arg1, %arg1 : tensor<2xf32>
    check.expect_almost_eq_const %arg1, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    check.expect_almost_eq_const %arg2, dense<5.000000e-01> : tensor<f64>, tolerance = 1.000000e-01
    check.expect_close %arg1, %arg1, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
    check.expect_close %arg1, %arg1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
    return
  }
}
