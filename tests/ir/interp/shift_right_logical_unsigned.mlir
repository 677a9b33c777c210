// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_logical on unsigned integers of every width.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[255, 128]> : tensor<2xui8>
    %y2 = stablehlo.constant dense<[7, 3]> : tensor<2xui8>
    %r3 = stablehlo.shift_right_logical %x1, %y2 : tensor<2xui8>
    check.expect_eq_const %r3, dense<[1, 16]> : tensor<2xui8>
    %x4 = stablehlo.constant dense<[65535, 32768]> : tensor<2xui16>
    %y5 = stablehlo.constant dense<[15, 1]> : tensor<2xui16>
    %r6 = stablehlo.shift_right_logical %x4, %y5 : tensor<2xui16>
    check.expect_eq_const %r6, dense<[1, 16384]> : tensor<2xui16>
    %x7 = stablehlo.constant dense<[4294967295, 2147483648]> : tensor<2xui32>
    %y8 = stablehlo.constant dense<[1, 31]> : tensor<2xui32>
    %r9 = stablehlo.shift_right_logical %x7, %y8 : tensor<2xui32>
    check.expect_eq_const %r9, dense<[2147483647, 1]> : tensor<2xui32>
    %x10 = stablehlo.constant dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
    %y11 = stablehlo.constant dense<[63, 4]> : tensor<2xui64>
    %r12 = stablehlo.shift_right_logical %x10, %y11 : tensor<2xui64>
    check.expect_eq_const %r12, dense<[1, 576460752303423488]> : tensor<2xui64>
    return
  }
}
