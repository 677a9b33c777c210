// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential_minus_one: IEEE-754 special cases (expm1(+-0) = +-0, expm1(inf) = inf, expm1(-inf) = -1), tiny denormals (expm1 x = x).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, -100.0]> : tensor<4xf32>
    %y2 = stablehlo.exponential_minus_one %x1 : tensor<4xf32>
    %e3 = stablehlo.constant dense<[0x7F800000, -1.0, 0x7FC00000, -1.0]> : tensor<4xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<4xf32>, tensor<4xf32>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, 1.0e-45, -1.0e-45]> : tensor<4xf32>
    %y5 = stablehlo.exponential_minus_one %x4 : tensor<4xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x00000000, 0x00000001, 0x80000001]> : tensor<4xui32>
    return
  }
}
