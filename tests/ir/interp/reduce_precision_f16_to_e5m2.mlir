// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision e5m2 on f16 (fp8 e5m2 emulation): ties to even at 2 mantissa bits (1.125 -> 1.0, 1.375 -> 1.5,
// 1.625 -> 1.5), 57344 (e5m2's largest value) is kept, 61440 rounds up out of range -> inf. Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1.0, 1.125, 1.375, 1.625, 57344.0, 61440.0, -0.0]> : tensor<7xf16>
    %y = stablehlo.reduce_precision %x, format = e5m2 : tensor<7xf16>
    %b = stablehlo.bitcast_convert %y : (tensor<7xf16>) -> tensor<7xui16>
    check.expect_eq_const %b, dense<[0x3C00, 0x3C00, 0x3E00, 0x3E00, 0x7B00, 0x7C00, 0x8000]> : tensor<7xui16>
    return
  }
}
