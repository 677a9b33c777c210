// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf16>) {
    check.expect_close %arg0, %arg0, max_ulp_difference = 18446744073709551615 : tensor<4xf16>, tensor<4xf16>
    check.expect_close %arg0, %arg0, max_ulp_difference = 9223372036854775808, min_ulp_difference = 1 : tensor<4xf16>, tensor<4xf16>
    return
  }
}
