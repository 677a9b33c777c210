// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_afz at precision edges: 0.49999997 (largest f32 below 0.5) -> 0 (a naive floor(x + 0.5)
// gives 1), 8388607.5 -> 8388608, integers above 2^23 unchanged, infinities and NaN.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.49999997, -0.49999997, 8388607.5, -8388607.5, 16777215.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<8xf32>
    %y2 = stablehlo.round_nearest_afz %x1 : tensor<8xf32>
    %e3 = stablehlo.constant dense<[0.0, -0.0, 8388608.0, -8388608.0, 16777215.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<8xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
    %x4 = stablehlo.constant dense<[0.49999997, -0.49999997]> : tensor<2xf32>
    %y5 = stablehlo.round_nearest_afz %x4 : tensor<2xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %bits6, dense<[0x00000000, 0x80000000]> : tensor<2xui32>
    return
  }
}
