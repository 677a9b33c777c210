// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision on f64: e8m23 emulates f32 (0.1 -> 0.10000000149011612, 1e39 -> inf, 1e-39 is below f32's
// smallest normal and underflows to a signed zero, the FLT_MAX + half-ULP tie rounds to even = 2^128 -> inf);
// e11m52 is the identity, also for denormals and NaN. Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0.1, 1.0e39, 1.0e-39, -1.0e-39, 3.4028235677973366e38, -2.5]> : tensor<6xf64>
    %y = stablehlo.reduce_precision %x, format = e8m23 : tensor<6xf64>
    %b = stablehlo.bitcast_convert %y : (tensor<6xf64>) -> tensor<6xui64>
    check.expect_eq_const %b, dense<[0x3FB99999A0000000, 0x7FF0000000000000, 0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000, 0xC004000000000000]> : tensor<6xui64>
    %z = stablehlo.constant dense<[0x0000000000000001, 0x7FF8000000000001, 0.1]> : tensor<3xf64>
    %w = stablehlo.reduce_precision %z, format = e11m52 : tensor<3xf64>
    %wb = stablehlo.bitcast_convert %w : (tensor<3xf64>) -> tensor<3xui64>
    check.expect_eq_const %wb, dense<[0x0000000000000001, 0x7FF8000000000001, 0x3FB999999999999A]> : tensor<3xui64>
    return
  }
}
