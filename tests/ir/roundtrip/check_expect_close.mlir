// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<4xf16>) {
    check.expect_close %arg0, %arg0, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
    check.expect_close %arg0, %arg0, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
    check.expect_close %arg1, %arg1, max_ulp_difference = 0 : tensor<4xf16>, tensor<4xf16>
    check.expect_close %arg1, %arg1, max_ulp_difference = 1000000 : {note = "any"} tensor<4xf16>, tensor<4xf16>
    return
  }
}
