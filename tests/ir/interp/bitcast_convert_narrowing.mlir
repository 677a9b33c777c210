// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// bitcast_convert to a narrower type adds a trailing dimension of width ratio; the spec example shows the
// little-endian order ([0.0, 1.0] : f32 -> [[0, 0, 0, 0], [0, 0, -128, 63]] : i8), i.e. element 0 holds the lowest bits.
module {
  func.func @main() {
    %f = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
    %b = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2x4xi8>
    check.expect_eq_const %b, dense<[[0, 0, 0, 0], [0, 0, -128, 63]]> : tensor<2x4xi8>
    %d = stablehlo.constant dense<1.0> : tensor<f64>
    %w = stablehlo.bitcast_convert %d : (tensor<f64>) -> tensor<2xui32>
    check.expect_eq_const %w, dense<[0, 0x3FF00000]> : tensor<2xui32>
    %u = stablehlo.constant dense<[0x0123456789ABCDEF]> : tensor<1xui64>
    %ub = stablehlo.bitcast_convert %u : (tensor<1xui64>) -> tensor<1x8xui8>
    check.expect_eq_const %ub, dense<[[0xEF, 0xCD, 0xAB, 0x89, 0x67, 0x45, 0x23, 0x01]]> : tensor<1x8xui8>
    %q = stablehlo.constant dense<[[-2, 65535]]> : tensor<1x2xi32>
    %qh = stablehlo.bitcast_convert %q : (tensor<1x2xi32>) -> tensor<1x2x2xi16>
    check.expect_eq_const %qh, dense<[[[-2, -1], [-1, 0]]]> : tensor<1x2x2xi16>
    return
  }
}
