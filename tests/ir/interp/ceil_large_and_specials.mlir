// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// ceil of f32 values at and above 2^23 (already integral), huge values, infinities, NaN and -0.0.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[8388607.5, 8388608.0, 16777216.0, 1.0e+30, -1.0e+30, 0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tensor<9xf32>
    %y2 = stablehlo.ceil %x1 : tensor<9xf32>
    %e3 = stablehlo.constant dense<[8388608.0, 8388608.0, 16777216.0, 1.0e+30, -1.0e+30, 0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tensor<9xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<9xf32>, tensor<9xf32>
    %x4 = stablehlo.constant dense<[-0.0, 8388607.5]> : tensor<2xf32>
    %y5 = stablehlo.ceil %x4 : tensor<2xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x4B000000]> : tensor<2xui32>
    return
  }
}
