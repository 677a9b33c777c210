// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_arithmetic on unsigned integers replicates the top bit as if it were a sign bit: ui8 128 >> 1 = 192.
// (The spec does not say; XLA emits an arithmetic shift on the raw bits for every integer type, as does the StableHLO
// reference interpreter's APInt::ashr.)
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[128, 127, 255]> : tensor<3xui8>
    %y2 = stablehlo.constant dense<[1, 1, 4]> : tensor<3xui8>
    %r3 = stablehlo.shift_right_arithmetic %x1, %y2 : tensor<3xui8>
    check.expect_eq_const %r3, dense<[192, 63, 255]> : tensor<3xui8>
    %x4 = stablehlo.constant dense<[32768]> : tensor<1xui16>
    %y5 = stablehlo.constant dense<[15]> : tensor<1xui16>
    %r6 = stablehlo.shift_right_arithmetic %x4, %y5 : tensor<1xui16>
    check.expect_eq_const %r6, dense<[65535]> : tensor<1xui16>
    %x7 = stablehlo.constant dense<[2147483648, 2147483647]> : tensor<2xui32>
    %y8 = stablehlo.constant dense<[4, 4]> : tensor<2xui32>
    %r9 = stablehlo.shift_right_arithmetic %x7, %y8 : tensor<2xui32>
    check.expect_eq_const %r9, dense<[4160749568, 134217727]> : tensor<2xui32>
    %x10 = stablehlo.constant dense<[9223372036854775808]> : tensor<1xui64>
    %y11 = stablehlo.constant dense<[63]> : tensor<1xui64>
    %r12 = stablehlo.shift_right_arithmetic %x10, %y11 : tensor<1xui64>
    check.expect_eq_const %r12, dense<[18446744073709551615]> : tensor<1xui64>
    return
  }
}
