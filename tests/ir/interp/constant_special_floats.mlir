// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// constant keeps float bit patterns exactly: NaN payloads (quiet and signaling), infinities, -0.0 and
// denormals in f32, f64, f16 and bf16, written in hex or decimal.
module {
  func.func @main() {
    %f = stablehlo.constant dense<[0x7FC00001, 0xFF800001, 0x7F800000, -0.0, 1.0e-45, 1.17549435e-38]> : tensor<6xf32>
    %fb = stablehlo.bitcast_convert %f : (tensor<6xf32>) -> tensor<6xui32>
    check.expect_eq_const %fb, dense<[0x7FC00001, 0xFF800001, 0x7F800000, 0x80000000, 0x00000001, 0x00800000]> : tensor<6xui32>
    %d = stablehlo.constant dense<[0x7FF0000000000001, -0.0, 4.9406564584124654e-324, 2.2250738585072014e-308]> : tensor<4xf64>
    %db = stablehlo.bitcast_convert %d : (tensor<4xf64>) -> tensor<4xui64>
    check.expect_eq_const %db, dense<[0x7FF0000000000001, 0x8000000000000000, 0x0000000000000001, 0x0010000000000000]> : tensor<4xui64>
    %h = stablehlo.constant dense<[0x7E01, -0.0, 5.9604645e-08, 65504.0]> : tensor<4xf16>
    %hb = stablehlo.bitcast_convert %h : (tensor<4xf16>) -> tensor<4xui16>
    check.expect_eq_const %hb, dense<[0x7E01, 0x8000, 0x0001, 0x7BFF]> : tensor<4xui16>
    %b = stablehlo.constant dense<[0xFF81, -0.0, 9.18354962e-41, 3.38953139e38]> : tensor<4xbf16>
    %bb = stablehlo.bitcast_convert %b : (tensor<4xbf16>) -> tensor<4xui16>
    check.expect_eq_const %bb, dense<[0xFF81, 0x8000, 0x0001, 0x7F7F]> : tensor<4xui16>
    return
  }
}
