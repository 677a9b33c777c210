// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision e5m2 on bf16 (8 exponent bits -> 5): values above e5m2's largest finite value 57344 that round up
// overflow to inf (65536 -> inf), values below 2^-14 underflow to signed zero, in-range values round to 2 mantissa bits
// with ties to even (1.125 -> 1.0, 1.375 -> 1.5). Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1.125, 1.375, 57344.0, 65536.0, 1.0e-5, -1.0e-5, 6.103515625e-05, 1.0e30]> : tensor<8xbf16>
    %y = stablehlo.reduce_precision %x, format = e5m2 : tensor<8xbf16>
    %b = stablehlo.bitcast_convert %y : (tensor<8xbf16>) -> tensor<8xui16>
    check.expect_eq_const %b, dense<[0x3F80, 0x3FC0, 0x4760, 0x7F80, 0x0000, 0x8000, 0x3880, 0x7F80]> : tensor<8xui16>
    return
  }
}
