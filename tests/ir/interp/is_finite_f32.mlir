// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// is_finite (IEEE isFinite) on f32: false for +-inf and NaNs of either sign and any payload,
// true for zeros, denormals and the largest finite values.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0xFF800000, 0x7F800000, 0x7FC00000, 0xFFC00001, 0x7F800001, -10.0, -0.0, 0.0, 0x00000001, 0x7F7FFFFF, 0xFF7FFFFF]> : tensor<11xf32>
    %y = stablehlo.is_finite %x : (tensor<11xf32>) -> tensor<11xi1>
    check.expect_eq_const %y, dense<[false, false, false, false, false, true, true, true, true, true, true]> : tensor<11xi1>
    return
  }
}
