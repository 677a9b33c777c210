// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert f64 -> f32 and f32 -> f16 round to nearest, ties to even; overflow gives +-inf, values below half the smallest
// denormal give +-0, denormal results are kept; NaN stays NaN, -0.0 stays -0.0. Bits checked.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0000000596046448, 1.0000001788139343, 1.0e+39, -1.0e+39, 1.0e-46, -1.0e-46, 1.0e-45, 3.4028235677973366e+38, -0.0, 0.1]> : tensor<10xf64>
    %y2 = stablehlo.convert %x1 : (tensor<10xf64>) -> tensor<10xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<10xf32>) -> tensor<10xui32>
    check.expect_eq_const %bits3, dense<[0x3F800000, 0x3F800002, 0x7F800000, 0xFF800000, 0x00000000, 0x80000000, 0x00000001, 0x7F800000, 0x80000000, 0x3DCCCCCD]> : tensor<10xui32>  // [1.0, 1.000000238418579, 0x7F800000, 0xFF800000, 0.0, -0.0, 1.401298464324817e-45, 0x7F800000, -0.0, 0.10000000149011612]
    %x4 = stablehlo.constant dense<[65519.0, 65520.0, -65520.0, 2.9802322e-08, 2.9802326e-08, 1.0014648, 1.0e-45, -0.0]> : tensor<8xf32>
    %y5 = stablehlo.convert %x4 : (tensor<8xf32>) -> tensor<8xf16>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<8xf16>) -> tensor<8xui16>
    check.expect_eq_const %bits6, dense<[0x7BFF, 0x7C00, 0xFC00, 0x0000, 0x0001, 0x3C02, 0x0000, 0x8000]> : tensor<8xui16>  // [65504.0, 0x7C00, 0xFC00, 0.0, 5.960464477539063e-08, 1.001953125, 0.0, -0.0]
    %x7 = stablehlo.constant dense<[1.0e-08, 6.103515625e-05, -10000000000.0]> : tensor<3xf64>
    %y8 = stablehlo.convert %x7 : (tensor<3xf64>) -> tensor<3xf16>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<3xf16>) -> tensor<3xui16>
    check.expect_eq_const %bits9, dense<[0x0000, 0x0400, 0xFC00]> : tensor<3xui16>  // [0.0, 6.103515625e-05, 0xFC00]
    return
  }
}
