// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// floor in f16, bf16 and f64: halves, small magnitudes, f64 values next to 2^52. Checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.5, -1.5, 0.0001, -0.0001, -1023.5, -65500.0]> : tensor<6xf16>
    %y2 = stablehlo.floor %x1 : tensor<6xf16>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<6xf16>) -> tensor<6xui16>
    check.expect_eq_const %bits3, dense<[0x3C00, 0xC000, 0x0000, 0xBC00, 0xE400, 0xFBFF]> : tensor<6xui16>
    %x4 = stablehlo.constant dense<[1.5, -1.5, 0.0039, -127.5, -0.0]> : tensor<5xbf16>
    %y5 = stablehlo.floor %x4 : tensor<5xbf16>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<5xbf16>) -> tensor<5xui16>
    check.expect_eq_const %bits6, dense<[0x3F80, 0xC000, 0x0000, 0xC300, 0x8000]> : tensor<5xui16>
    %x7 = stablehlo.constant dense<[4503599627370495.5, -4503599627370495.5, 0.5, -0.5, -5.0e-324]> : tensor<5xf64>
    %y8 = stablehlo.floor %x7 : tensor<5xf64>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<5xf64>) -> tensor<5xui64>
    check.expect_eq_const %bits9, dense<[0x432FFFFFFFFFFFFE, 0xC330000000000000, 0x0000000000000000, 0xBFF0000000000000, 0xBFF0000000000000]> : tensor<5xui64>
    return
  }
}
