// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// log: IEEE-754 special cases (log(+-0) = -inf, log(x<0) = NaN, log(inf) = inf, log(1) = +0) and the smallest denormal.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, -0.0, -1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45]> : tensor<7xf32>
    %y2 = stablehlo.log %x1 : tensor<7xf32>
    %e3 = stablehlo.constant dense<[0xFF800000, 0xFF800000, 0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000, -103.27893]> : tensor<7xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<7xf32>, tensor<7xf32>
    %x4 = stablehlo.constant dense<[1.0]> : tensor<1xf32>
    %y5 = stablehlo.log %x4 : tensor<1xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<1xf32>) -> tensor<1xui32>
    check.expect_eq_const %bits6, dense<[0x00000000]> : tensor<1xui32>
    return
  }
}
