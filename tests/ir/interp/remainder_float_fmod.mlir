// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// remainder on floats is lhs - trunc(lhs / rhs) * rhs (C fmod, not IEEE remainder): the sign follows the dividend;
// x % 0 = NaN, inf % y = NaN, x % inf = x, -0 % y = -0. Zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[5.5, -5.5, 5.5, -5.5, 1.0, 0x7F800000, 0x7FC00000, 7.0]> : tensor<8xf32>
    %y2 = stablehlo.constant dense<[2.0, 2.0, -2.0, -2.0, 0.0, 2.0, 2.0, 0x7F800000]> : tensor<8xf32>
    %r3 = stablehlo.remainder %x1, %y2 : tensor<8xf32>
    %e4 = stablehlo.constant dense<[1.5, -1.5, 1.5, -1.5, 0x7FC00000, 0x7FC00000, 0x7FC00000, 7.0]> : tensor<8xf32>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
    %x5 = stablehlo.constant dense<[-0.0, 0.0, -4.0, 4.0, 1.1754944e-38]> : tensor<5xf32>
    %y6 = stablehlo.constant dense<[1.0, -1.0, 2.0, -2.0, 1.0e-45]> : tensor<5xf32>
    %r7 = stablehlo.remainder %x5, %y6 : tensor<5xf32>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits8, dense<[0x80000000, 0x00000000, 0x80000000, 0x00000000, 0x00000000]> : tensor<5xui32>
    return
  }
}
