// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cbrt (IEEE rootn(x, 3)) of exact cubes is exact; it keeps the sign of zeros and infinities and
// propagates NaN. Signed zeros checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, 1.0, 8.0, -27.0, 0.125, -0.001953125, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<9xf32>
    %y2 = stablehlo.cbrt %x1 : tensor<9xf32>
    %e3 = stablehlo.constant dense<[0.0, 1.0, 2.0, -3.0, 0.5, -0.125, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<9xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<9xf32>, tensor<9xf32>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, 64.0, -64.0]> : tensor<4xf32>
    %y5 = stablehlo.cbrt %x4 : tensor<4xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x00000000, 0x40800000, 0xC0800000]> : tensor<4xui32>
    return
  }
}
