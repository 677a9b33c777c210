// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// power on f32 follows IEEE-754 pow (C99 Annex F): x^0 = 1 even for NaN, 1^y = 1 even for NaN/inf, (-1)^+-inf = 1,
// negative base with non-integer exponent = NaN, 0^-1 = inf, (-0)^-1 = -inf, (-0)^3 = -0, (-0)^2 = +0, |x|<1 ^ inf = 0;
// spec example [-2, -0, -36, 5, 3] ^ [2, 2, 1.1, 2, -1] = [4, 0, NaN, 25, 0.33333334]. Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7FC00000, 1.0, 1.0, -1.0, -2.0, 0.0, -0.0, 0.5, 2.0, 0x7F800000, -8.0, -2.0, -36.0, 5.0, 3.0, -2.0]> : tensor<16xf32>
    %y2 = stablehlo.constant dense<[0.0, 0x7FC00000, 0x7F800000, 0xFF800000, 0.5, -1.0, -1.0, 0x7F800000, 0xFF800000, -1.0, 0.33333334, 3.0, 1.1, 2.0, -1.0, 2.0]> : tensor<16xf32>
    %r3 = stablehlo.power %x1, %y2 : tensor<16xf32>
    %e4 = stablehlo.constant dense<[1.0, 1.0, 1.0, 1.0, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, 0.0, 0.0, 0x7FC00000, -8.0, 0x7FC00000, 25.0, 0.33333334, 4.0]> : tensor<16xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 1 : tensor<16xf32>, tensor<16xf32>
    %x5 = stablehlo.constant dense<[-0.0, -0.0, 0.0, 0.5, 2.0, 0x7F800000, 0xFF800000]> : tensor<7xf32>
    %y6 = stablehlo.constant dense<[3.0, 2.0, 5.0, 0x7F800000, 0xFF800000, -1.0, -3.0]> : tensor<7xf32>
    %r7 = stablehlo.power %x5, %y6 : tensor<7xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<7xf32>) -> tensor<7xui32>
    check.expect_eq_const %bits8, dense<[0x80000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x80000000]> : tensor<7xui32>
    return
  }
}
