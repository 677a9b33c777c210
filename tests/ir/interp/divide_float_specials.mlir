// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// divide on f32 is IEEE division: 1/+0 = inf, 1/-0 = -inf, 0/0 = NaN, inf/inf = NaN, x/inf = signed zero,
// denormal quotients are exact and not flushed. Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 1.0, 0.0, 0x7F800000, 0x7FC00000, 3.0e+38]> : tensor<7xf32>
    %y2 = stablehlo.constant dense<[0.0, 0.0, -0.0, 0.0, 0x7F800000, 1.0, 0.1]> : tensor<7xf32>
    %r3 = stablehlo.divide %x1, %y2 : tensor<7xf32>
    %e4 = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7F800000]> : tensor<7xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<7xf32>, tensor<7xf32>
    %x5 = stablehlo.constant dense<[1.0, -1.0, 0.0, 1.1754944e-38, -0.0]> : tensor<5xf32>
    %y6 = stablehlo.constant dense<[0x7F800000, 0x7F800000, -3.0, 4.0, 5.0]> : tensor<5xf32>
    %r7 = stablehlo.divide %x5, %y6 : tensor<5xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits8, dense<[0x00000000, 0x80000000, 0x80000000, 0x00200000, 0x80000000]> : tensor<5xui32>
    return
  }
}
