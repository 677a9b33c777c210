// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_even in f16, bf16 and f64: ties to even in each type. Bits checked.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.49999999999999994, -2.5, 4503599627370495.5, 4503599627370494.5, -0.5]> : tensor<5xf64>
    %y2 = stablehlo.round_nearest_even %x1 : tensor<5xf64>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<5xf64>) -> tensor<5xui64>
    check.expect_eq_const %bits3, dense<[0x0000000000000000, 0xC000000000000000, 0x4330000000000000, 0x432FFFFFFFFFFFFC, 0x8000000000000000]> : tensor<5xui64>
    %x4 = stablehlo.constant dense<[0.4998, -2.5, 1023.5, 1022.5, -0.5]> : tensor<5xf16>
    %y5 = stablehlo.round_nearest_even %x4 : tensor<5xf16>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<5xf16>) -> tensor<5xui16>
    check.expect_eq_const %bits6, dense<[0x0000, 0xC000, 0x6400, 0x63FC, 0x8000]> : tensor<5xui16>
    %x7 = stablehlo.constant dense<[0.498, -2.5, 127.5, 126.5, -0.5]> : tensor<5xbf16>
    %y8 = stablehlo.round_nearest_even %x7 : tensor<5xbf16>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<5xbf16>) -> tensor<5xui16>
    check.expect_eq_const %bits9, dense<[0x0000, 0xC000, 0x4300, 0x42FC, 0x8000]> : tensor<5xui16>
    return
  }
}
