// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// widening float conversions are exact: f16 and bf16 denormals, max values, inf and -0.0 survive f16/bf16 -> f32 -> f64.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[6.0e-08, 65500.0, 0xFC00, -0.0, 0.1]> : tensor<5xf16>
    %y2 = stablehlo.convert %x1 : (tensor<5xf16>) -> tensor<5xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits3, dense<[0x33800000, 0x477FE000, 0xFF800000, 0x80000000, 0x3DCCC000]> : tensor<5xui32>  // [5.960464477539063e-08, 65504.0, 0xFF800000, -0.0, 0.0999755859375]
    %x4 = stablehlo.constant dense<[9.0e-41, 3.39e+38, 0x7F80, -0.0]> : tensor<4xbf16>
    %y5 = stablehlo.convert %x4 : (tensor<4xbf16>) -> tensor<4xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits6, dense<[0x00010000, 0x7F7F0000, 0x7F800000, 0x80000000]> : tensor<4xui32>  // [9.183549615799121e-41, 3.3895313892515355e+38, 0x7F800000, -0.0]
    %x7 = stablehlo.constant dense<[1.0e-45, 3.4028235e+38, -0.0, 0.1]> : tensor<4xf32>
    %y8 = stablehlo.convert %x7 : (tensor<4xf32>) -> tensor<4xf64>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<4xf64>) -> tensor<4xui64>
    check.expect_eq_const %bits9, dense<[0x36A0000000000000, 0x47EFFFFFE0000000, 0x8000000000000000, 0x3FB99999A0000000]> : tensor<4xui64>  // [1.401298464324817e-45, 3.4028234663852886e+38, -0.0, 0.10000000149011612]
    %x10 = stablehlo.constant dense<[6.104e-05, -2.0]> : tensor<2xf16>
    %y11 = stablehlo.convert %x10 : (tensor<2xf16>) -> tensor<2xf64>
    %bits12 = stablehlo.bitcast_convert %y11 : (tensor<2xf64>) -> tensor<2xui64>
    check.expect_eq_const %bits12, dense<[0x3F10000000000000, 0xC000000000000000]> : tensor<2xui64>  // [6.103515625e-05, -2.0]
    return
  }
}
