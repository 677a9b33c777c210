// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_left on unsigned integers of every width (bits leave at the top, the result wraps).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[255, 1, 129]> : tensor<3xui8>
    %y2 = stablehlo.constant dense<[1, 7, 1]> : tensor<3xui8>
    %r3 = stablehlo.shift_left %x1, %y2 : tensor<3xui8>
    check.expect_eq_const %r3, dense<[254, 128, 2]> : tensor<3xui8>
    %x4 = stablehlo.constant dense<[65535, 3]> : tensor<2xui16>
    %y5 = stablehlo.constant dense<[4, 14]> : tensor<2xui16>
    %r6 = stablehlo.shift_left %x4, %y5 : tensor<2xui16>
    check.expect_eq_const %r6, dense<[65520, 49152]> : tensor<2xui16>
    %x7 = stablehlo.constant dense<[1, 3735928559]> : tensor<2xui32>
    %y8 = stablehlo.constant dense<[31, 16]> : tensor<2xui32>
    %r9 = stablehlo.shift_left %x7, %y8 : tensor<2xui32>
    check.expect_eq_const %r9, dense<[2147483648, 3203334144]> : tensor<2xui32>
    %x10 = stablehlo.constant dense<[1, 255]> : tensor<2xui64>
    %y11 = stablehlo.constant dense<[63, 60]> : tensor<2xui64>
    %r12 = stablehlo.shift_left %x10, %y11 : tensor<2xui64>
    check.expect_eq_const %r12, dense<[9223372036854775808, 17293822569102704640]> : tensor<2xui64>
    return
  }
}
