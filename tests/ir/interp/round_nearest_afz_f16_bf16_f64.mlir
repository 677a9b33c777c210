// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_afz in f16, bf16 and f64: ties and the largest value below 0.5 in each type. Bits checked.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.49999999999999994, -2.5, 4503599627370495.5, -0.5, 2.5]> : tensor<5xf64>
    %y2 = stablehlo.round_nearest_afz %x1 : tensor<5xf64>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<5xf64>) -> tensor<5xui64>
    check.expect_eq_const %bits3, dense<[0x0000000000000000, 0xC008000000000000, 0x4330000000000000, 0xBFF0000000000000, 0x4008000000000000]> : tensor<5xui64>
    %x4 = stablehlo.constant dense<[0.4998, -2.5, 1023.5, -0.5]> : tensor<4xf16>
    %y5 = stablehlo.round_nearest_afz %x4 : tensor<4xf16>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf16>) -> tensor<4xui16>
    check.expect_eq_const %bits6, dense<[0x0000, 0xC200, 0x6400, 0xBC00]> : tensor<4xui16>
    %x7 = stablehlo.constant dense<[0.498, -2.5, 127.5, -0.5]> : tensor<4xbf16>
    %y8 = stablehlo.round_nearest_afz %x7 : tensor<4xbf16>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<4xbf16>) -> tensor<4xui16>
    check.expect_eq_const %bits9, dense<[0x0000, 0xC040, 0x4300, 0xBF80]> : tensor<4xui16>
    return
  }
}
