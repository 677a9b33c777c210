// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// log_plus_one: IEEE-754 special cases (log1p(+-0) = +-0, log1p(-1) = -inf, log1p(x < -1) = NaN, log1p(inf) = inf), tiny denormals.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1.0, -2.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>
    %y2 = stablehlo.log_plus_one %x1 : tensor<5xf32>
    %e3 = stablehlo.constant dense<[0xFF800000, 0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<5xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<5xf32>, tensor<5xf32>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, 1.0e-45, -1.0e-45]> : tensor<4xf32>
    %y5 = stablehlo.log_plus_one %x4 : tensor<4xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x00000000, 0x00000001, 0x80000001]> : tensor<4xui32>
    return
  }
}
