// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision e8m7 on f32 emulates bf16: 1 + 2^-8 is a tie -> 1.0, 1 + 3 * 2^-8 -> 1 + 2^-6, 65535 -> 65536,
// FLT_MAX rounds up into the infinity encoding; -0.0 and exact bf16 values are unchanged. Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1.00390625, 1.01171875, 65535.0, 0x7F7FFFFF, 0xFF7FFFFF, -0.0, 1.5, 3.0e-38]> : tensor<8xf32>
    %y = stablehlo.reduce_precision %x, format = e8m7 : tensor<8xf32>
    %b = stablehlo.bitcast_convert %y : (tensor<8xf32>) -> tensor<8xui32>
    // [1.0, 1.015625, 65536.0, inf, -inf, -0.0, 1.5, 3.0e-38 rounded to 8 bits = 0x01230000]
    check.expect_eq_const %b, dense<[0x3F800000, 0x3F820000, 0x47800000, 0x7F800000, 0xFF800000, 0x80000000, 0x3FC00000, 0x01230000]> : tensor<8xui32>
    return
  }
}
