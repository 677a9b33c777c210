// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// bitcast_convert between float types of different widths: f32 1.5 (0x3FC00000) -> bf16 [0x0000, 0x3FC0] = [0.0, 1.5]
// (the high half is the truncated bf16); f16 [0.0, 1.0] -> f32 0x3C000000 = 2^-7; f64 -> 4 x f16 and back.
module {
  func.func @main() {
    %f = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
    %h = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2x2xbf16>
    %hb = stablehlo.bitcast_convert %h : (tensor<2x2xbf16>) -> tensor<2x2xui16>
    check.expect_eq_const %hb, dense<[[0x0000, 0x3FC0], [0x0000, 0x8000]]> : tensor<2x2xui16>
    %p = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf16>
    %pf = stablehlo.bitcast_convert %p : (tensor<2xf16>) -> tensor<f32>
    check.expect_eq_const %pf, dense<0.0078125> : tensor<f32>
    %d = stablehlo.constant dense<[0x7FF8000000000001]> : tensor<1xf64>
    %q = stablehlo.bitcast_convert %d : (tensor<1xf64>) -> tensor<1x4xf16>
    %qb = stablehlo.bitcast_convert %q : (tensor<1x4xf16>) -> tensor<1x4xui16>
    check.expect_eq_const %qb, dense<[[0x0001, 0x0000, 0x0000, 0x7FF8]]> : tensor<1x4xui16>
    %back = stablehlo.bitcast_convert %q : (tensor<1x4xf16>) -> tensor<1xui64>
    check.expect_eq_const %back, dense<[0x7FF8000000000001]> : tensor<1xui64>
    return
  }
}
