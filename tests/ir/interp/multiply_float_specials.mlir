// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// multiply on f32 is IEEE multiplication: 0 * inf = NaN, sign of zero products is the XOR of the signs,
// overflow to inf, NaN propagates. Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, 0x7F800000, 0x7FC00000, 3.0e+38, -3.0e+38, 0x7F800000]> : tensor<6xf32>
    %y2 = stablehlo.constant dense<[0x7F800000, -1.0, 0.0, 10.0, 10.0, 0x7F800000]> : tensor<6xf32>
    %r3 = stablehlo.multiply %x1, %y2 : tensor<6xf32>
    %e4 = stablehlo.constant dense<[0x7FC00000, 0xFF800000, 0x7FC00000, 0x7F800000, 0xFF800000, 0x7F800000]> : tensor<6xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    %x5 = stablehlo.constant dense<[-0.0, -1.0, -0.0, 0.0, 1.0e-30]> : tensor<5xf32>
    %y6 = stablehlo.constant dense<[5.0, 0.0, -0.0, -7.0, -1.0e-30]> : tensor<5xf32>
    %r7 = stablehlo.multiply %x5, %y6 : tensor<5xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits8, dense<[0x80000000, 0x80000000, 0x00000000, 0x80000000, 0x80000000]> : tensor<5xui32>
    return
  }
}
