// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_even at precision edges: 0.49999997 -> 0, 8388607.5 -> 8388608 (even), 8388606.5 -> 8388606,
// huge values, infinities and NaN.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.49999997, 8388607.5, 8388606.5, -8388605.5, 1.0e+30, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<8xf32>
    %y2 = stablehlo.round_nearest_even %x1 : tensor<8xf32>
    %e3 = stablehlo.constant dense<[0.0, 8388608.0, 8388606.0, -8388606.0, 1.0e+30, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<8xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
    return
  }
}
