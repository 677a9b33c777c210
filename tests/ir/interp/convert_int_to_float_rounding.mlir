// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert integer -> float rounds to nearest, ties to even, when the value is not representable (the spec leaves
// inexact conversions TBD (#180); IEEE-754 convertFromInt and XLA round to nearest-even): 2^24 + 1 -> 2^24, 2^24 + 3 -> 2^24 + 4,
// i64/ui64 extremes, f16 overflow to inf from 65520 up, bf16 with 8 significant bits. Bits checked.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[16777217, 16777219, -16777217, 2147483647, -2147483648]> : tensor<5xi32>
    %y2 = stablehlo.convert %x1 : (tensor<5xi32>) -> tensor<5xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits3, dense<[0x4B800000, 0x4B800002, 0xCB800000, 0x4F000000, 0xCF000000]> : tensor<5xui32>  // [16777216.0, 16777220.0, -16777216.0, 2147483648.0, -2147483648.0]
    %x4 = stablehlo.constant dense<[9007199254740993, 9223372036854775807, -9223372036854775808]> : tensor<3xi64>
    %y5 = stablehlo.convert %x4 : (tensor<3xi64>) -> tensor<3xf64>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<3xf64>) -> tensor<3xui64>
    check.expect_eq_const %bits6, dense<[0x4340000000000000, 0x43E0000000000000, 0xC3E0000000000000]> : tensor<3xui64>  // [9007199254740992.0, 9.223372036854776e+18, -9.223372036854776e+18]
    %x7 = stablehlo.constant dense<[18446744073709551615, 9007199254740995]> : tensor<2xui64>
    %y8 = stablehlo.convert %x7 : (tensor<2xui64>) -> tensor<2xf64>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<2xf64>) -> tensor<2xui64>
    check.expect_eq_const %bits9, dense<[0x43F0000000000000, 0x4340000000000002]> : tensor<2xui64>  // [1.8446744073709552e+19, 9007199254740996.0]
    %x10 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
    %y11 = stablehlo.convert %x10 : (tensor<1xui64>) -> tensor<1xf32>
    %bits12 = stablehlo.bitcast_convert %y11 : (tensor<1xf32>) -> tensor<1xui32>
    check.expect_eq_const %bits12, dense<[0x5F800000]> : tensor<1xui32>  // [1.8446744073709552e+19]
    %x13 = stablehlo.constant dense<[65519, 65520, -70000, 2049, 2051]> : tensor<5xi32>
    %y14 = stablehlo.convert %x13 : (tensor<5xi32>) -> tensor<5xf16>
    %bits15 = stablehlo.bitcast_convert %y14 : (tensor<5xf16>) -> tensor<5xui16>
    check.expect_eq_const %bits15, dense<[0x7BFF, 0x7C00, 0xFC00, 0x6800, 0x6802]> : tensor<5xui16>  // [65504.0, 0x7C00, 0xFC00, 2048.0, 2052.0]
    %x16 = stablehlo.constant dense<[257, 259, -32769, 2147483647]> : tensor<4xi32>
    %y17 = stablehlo.convert %x16 : (tensor<4xi32>) -> tensor<4xbf16>
    %bits18 = stablehlo.bitcast_convert %y17 : (tensor<4xbf16>) -> tensor<4xui16>
    check.expect_eq_const %bits18, dense<[0x4380, 0x4382, 0xC700, 0x4F00]> : tensor<4xui16>  // [256.0, 260.0, -32768.0, 2147483648.0]
    %x19 = stablehlo.constant dense<[255]> : tensor<1xui8>
    %y20 = stablehlo.convert %x19 : (tensor<1xui8>) -> tensor<1xf16>
    %bits21 = stablehlo.bitcast_convert %y20 : (tensor<1xf16>) -> tensor<1xui16>
    check.expect_eq_const %bits21, dense<[0x5BF8]> : tensor<1xui16>  // [255.0]
    %x22 = stablehlo.constant dense<[-128]> : tensor<1xi8>
    %y23 = stablehlo.convert %x22 : (tensor<1xi8>) -> tensor<1xbf16>
    %bits24 = stablehlo.bitcast_convert %y23 : (tensor<1xbf16>) -> tensor<1xui16>
    check.expect_eq_const %bits24, dense<[0xC300]> : tensor<1xui16>  // [-128.0]
    return
  }
}
