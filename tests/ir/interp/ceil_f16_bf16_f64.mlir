// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// ceil in f16, bf16 and f64: halves, values just above an integer, -0.5 -> -0.0 (bits), f64 2^52-0.5.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.5, -1.5, 0.0001, -0.0001, 1023.5, 65500.0]> : tensor<6xf16>
    %y2 = stablehlo.ceil %x1 : tensor<6xf16>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<6xf16>) -> tensor<6xui16>
    check.expect_eq_const %bits3, dense<[0x4000, 0xBC00, 0x3C00, 0x8000, 0x6400, 0x7BFF]> : tensor<6xui16>
    %x4 = stablehlo.constant dense<[1.5, -1.5, 0.0039, -127.5, 256.0]> : tensor<5xbf16>
    %y5 = stablehlo.ceil %x4 : tensor<5xbf16>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<5xbf16>) -> tensor<5xui16>
    check.expect_eq_const %bits6, dense<[0x4000, 0xBF80, 0x3F80, 0xC2FE, 0x4380]> : tensor<5xui16>
    %x7 = stablehlo.constant dense<[4503599627370495.5, -4503599627370495.5, 0.5, -0.5, 5.0e-324]> : tensor<5xf64>
    %y8 = stablehlo.ceil %x7 : tensor<5xf64>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<5xf64>) -> tensor<5xui64>
    check.expect_eq_const %bits9, dense<[0x4330000000000000, 0xC32FFFFFFFFFFFFE, 0x3FF0000000000000, 0x8000000000000000, 0x3FF0000000000000]> : tensor<5xui64>
    return
  }
}
