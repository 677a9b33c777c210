// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// abs on f32 special values: IEEE-754 abs clears the sign bit only (-0 -> +0, -inf -> +inf,
// -NaN -> +NaN with its payload, negative denormal -> positive denormal, no flush). Checked bitwise.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[-0.0, 0.0, 0xFF800000, 0x7F800000, 0xFFC00001, 0x80000001, -1.5, 0xFF7FFFFF]> : tensor<8xf32>
    %y = stablehlo.abs %x : tensor<8xf32>
    %bits = stablehlo.bitcast_convert %y : (tensor<8xf32>) -> tensor<8xui32>
    check.expect_eq_const %bits, dense<[0x00000000, 0x00000000, 0x7F800000, 0x7F800000, 0x7FC00001, 0x00000001, 0x3FC00000, 0x7F7FFFFF]> : tensor<8xui32>
    return
  }
}
