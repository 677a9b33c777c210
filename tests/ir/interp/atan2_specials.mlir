// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// atan2(lhs = y, rhs = x) special cases of IEEE-754 atan2 (C99 Annex F): signed zeros select 0 or +-pi,
// infinities give multiples of pi/4, NaN propagates; spec example atan2([0, 1, -1], [0, 0, 0]) = [0, pi/2, -pi/2].
// Expected angles are pi multiples rounded to f32 (1 ULP); exact zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, 1.0, -1.0, 0.0, -0.0, 0.0, -0.0, -1.0, 0x7F800000, 0x7F800000, 0xFF800000, 1.0, -1.0, 0x7F800000, 0x7FC00000, 1.0]> : tensor<16xf32>
    %y2 = stablehlo.constant dense<[0.0, 0.0, 0.0, -0.0, -0.0, -1.0, -1.0, -0.0, 0x7F800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 1.0, 1.0, 0x7FC00000]> : tensor<16xf32>
    %r3 = stablehlo.atan2 %x1, %y2 : tensor<16xf32>
    %e4 = stablehlo.constant dense<[0.0, 1.5707964, -1.5707964, 3.1415927, -3.1415927, 3.1415927, -3.1415927, -1.5707964, 0.7853982, 2.3561945, -2.3561945, 3.1415927, -3.1415927, 1.5707964, 0x7FC00000, 0x7FC00000]> : tensor<16xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 1 : tensor<16xf32>, tensor<16xf32>
    %x5 = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1.0e-45]> : tensor<7xf32>
    %y6 = stablehlo.constant dense<[0.0, 0.0, 1.0, 1.0, 0x7F800000, 0x7F800000, 3.0e+38]> : tensor<7xf32>
    %r7 = stablehlo.atan2 %x5, %y6 : tensor<7xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<7xf32>) -> tensor<7xui32>
    check.expect_eq_const %bits8, dense<[0x00000000, 0x80000000, 0x00000000, 0x80000000, 0x00000000, 0x80000000, 0x00000000]> : tensor<7xui32>
    return
  }
}
