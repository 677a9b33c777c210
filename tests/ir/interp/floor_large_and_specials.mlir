// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// floor of f32 values near and above 2^23, huge values, infinities and NaN.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-8388607.5, 8388607.5, 16777216.0, 1.0e+30, -1.0e+30, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<8xf32>
    %y2 = stablehlo.floor %x1 : tensor<8xf32>
    %e3 = stablehlo.constant dense<[-8388608.0, 8388607.0, 16777216.0, 1.0e+30, -1.0e+30, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<8xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<8xf32>, tensor<8xf32>
    return
  }
}
