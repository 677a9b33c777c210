// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision e5m10 on f32 emulates f16 normals: mantissa rounds to nearest-even (1 + 2^-11 is a tie -> 1.0,
// 1 + 3 * 2^-11 -> 1 + 2^-9), 65519 -> 65504, 65520 rounds up past the e5 range -> inf; values below f16's
// smallest normal 2^-14 underflow to a zero of the same sign (spec), 2^-14 itself is kept. Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1.00048828125, 1.00146484375, 65519.0, 65520.0, -65520.0, 1.0e-6, -1.0e-6, 6.103515625e-05, 0.1]> : tensor<9xf32>
    %y = stablehlo.reduce_precision %x, format = e5m10 : tensor<9xf32>
    %b = stablehlo.bitcast_convert %y : (tensor<9xf32>) -> tensor<9xui32>
    // [1.0, 1.001953125, 65504.0, inf, -inf, 0.0, -0.0, 2^-14, 0.0999755859375]
    check.expect_eq_const %b, dense<[0x3F800000, 0x3F804000, 0x477FE000, 0x7F800000, 0xFF800000, 0x00000000, 0x80000000, 0x38800000, 0x3DCCC000]> : tensor<9xui32>
    return
  }
}
