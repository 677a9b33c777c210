// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert f32 -> bf16 rounds to nearest-even at 8 significant bits: 1 + 2^-8 is a tie -> 1.0, 1 + 3 * 2^-8 -> 1 + 2^-6;
// FLT_MAX rounds up to inf; f32 denormals stay denormal in bf16; f16 and f64 inputs whose bf16 rounding is unambiguous.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0039062, 1.0117188, 3.4028235e+38, -3.4028235e+38, 1.0e-40, 65535.0, -0.0, 3.3895314e+38]> : tensor<8xf32>
    %y2 = stablehlo.convert %x1 : (tensor<8xf32>) -> tensor<8xbf16>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<8xbf16>) -> tensor<8xui16>
    check.expect_eq_const %bits3, dense<[0x3F80, 0x3F82, 0x7F80, 0xFF80, 0x0001, 0x4780, 0x8000, 0x7F7F]> : tensor<8xui16>  // [1.0, 1.015625, 0x7F80, 0xFF80, 9.183549615799121e-41, 65536.0, -0.0, 3.3895313892515355e+38]
    %x4 = stablehlo.constant dense<[65500.0, 6.0e-08, 0.1]> : tensor<3xf16>
    %y5 = stablehlo.convert %x4 : (tensor<3xf16>) -> tensor<3xbf16>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<3xbf16>) -> tensor<3xui16>
    check.expect_eq_const %bits6, dense<[0x4780, 0x3380, 0x3DCD]> : tensor<3xui16>  // [65536.0, 5.960464477539063e-08, 0.10009765625]
    %x7 = stablehlo.constant dense<[1.001953125, 1.0e+300, 2.5]> : tensor<3xf64>
    %y8 = stablehlo.convert %x7 : (tensor<3xf64>) -> tensor<3xbf16>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<3xbf16>) -> tensor<3xui16>
    check.expect_eq_const %bits9, dense<[0x3F80, 0x7F80, 0x4020]> : tensor<3xui16>  // [1.0, 0x7F80, 2.5]
    return
  }
}
