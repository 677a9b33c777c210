// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// bitcast_convert to a wider type consumes the trailing dimension, little-endian (inverse of the spec example):
// [0, 0, -128, 63] : i8 -> 1.0 : f32; [1, 2] : ui32 -> 2^33 + 1 : ui64; [1, 2, 3, 4] : i16 -> 0x0004000300020001 (rank 0).
module {
  func.func @main() {
    %b = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, -128, 63], [0, 0, 0xC0, 0x7F]]> : tensor<3x4xi8>
    %f = stablehlo.bitcast_convert %b : (tensor<3x4xi8>) -> tensor<3xf32>
    %fb = stablehlo.bitcast_convert %f : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %fb, dense<[0x00000000, 0x3F800000, 0x7FC00000]> : tensor<3xui32>
    %w = stablehlo.constant dense<[[1, 2], [4294967295, 0]]> : tensor<2x2xui32>
    %wl = stablehlo.bitcast_convert %w : (tensor<2x2xui32>) -> tensor<2xui64>
    check.expect_eq_const %wl, dense<[8589934593, 4294967295]> : tensor<2xui64>
    %h = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi16>
    %hl = stablehlo.bitcast_convert %h : (tensor<4xi16>) -> tensor<i64>
    check.expect_eq_const %hl, dense<0x0004000300020001> : tensor<i64>
    return
  }
}
