// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// negate on floats is IEEE negate: it flips the sign bit only, also of zeros, infinities, NaNs
// (payload kept) and denormals. Checked bitwise for f32 and f64.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0x7FC00001, 0x00000001, 1.5, 0xFF7FFFFF]> : tensor<7xf32>
    %y = stablehlo.negate %x : tensor<7xf32>
    %b = stablehlo.bitcast_convert %y : (tensor<7xf32>) -> tensor<7xui32>
    check.expect_eq_const %b, dense<[0x80000000, 0x00000000, 0xFF800000, 0xFFC00001, 0x80000001, 0xBFC00000, 0x7F7FFFFF]> : tensor<7xui32>
    %d = stablehlo.constant dense<[0.0, 0xFFF8000000000000, 0x8000000000000001]> : tensor<3xf64>
    %nd = stablehlo.negate %d : tensor<3xf64>
    %bd = stablehlo.bitcast_convert %nd : (tensor<3xf64>) -> tensor<3xui64>
    check.expect_eq_const %bd, dense<[0x8000000000000000, 0x7FF8000000000000, 0x0000000000000001]> : tensor<3xui64>
    return
  }
}
