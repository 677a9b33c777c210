// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rsqrt (IEEE rSqrt): rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x<0) = NaN, rsqrt(inf) = +0, NaN; exact powers of 4.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, -0.0, -1.0, 0x7FC00000, 4.0, 0.25, 0xFF800000]> : tensor<7xf32>
    %y2 = stablehlo.rsqrt %x1 : tensor<7xf32>
    %e3 = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 0.5, 2.0, 0x7FC00000]> : tensor<7xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<7xf32>, tensor<7xf32>
    %x4 = stablehlo.constant dense<[0x7F800000, 16.0]> : tensor<2xf32>
    %y5 = stablehlo.rsqrt %x4 : tensor<2xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %bits6, dense<[0x00000000, 0x3E800000]> : tensor<2xui32>
    return
  }
}
