// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// subtract on integers wraps modulo 2^N: i8 -128 - 1 = 127, ui8 0 - 1 = 255, ui64 0 - 1 = 2^64 - 1.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-128, 127, 0]> : tensor<3xi8>
    %y2 = stablehlo.constant dense<[1, -1, -128]> : tensor<3xi8>
    %r3 = stablehlo.subtract %x1, %y2 : tensor<3xi8>
    check.expect_eq_const %r3, dense<[127, -128, -128]> : tensor<3xi8>
    %x4 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y5 = stablehlo.constant dense<[32767]> : tensor<1xi16>
    %r6 = stablehlo.subtract %x4, %y5 : tensor<1xi16>
    check.expect_eq_const %r6, dense<[1]> : tensor<1xi16>
    %x7 = stablehlo.constant dense<[-2147483648, 0]> : tensor<2xi32>
    %y8 = stablehlo.constant dense<[1, -2147483648]> : tensor<2xi32>
    %r9 = stablehlo.subtract %x7, %y8 : tensor<2xi32>
    check.expect_eq_const %r9, dense<[2147483647, -2147483648]> : tensor<2xi32>
    %x10 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
    %y11 = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
    %r12 = stablehlo.subtract %x10, %y11 : tensor<2xi64>
    check.expect_eq_const %r12, dense<[9223372036854775807, -9223372036854775808]> : tensor<2xi64>
    %x13 = stablehlo.constant dense<[0, 5]> : tensor<2xui8>
    %y14 = stablehlo.constant dense<[1, 10]> : tensor<2xui8>
    %r15 = stablehlo.subtract %x13, %y14 : tensor<2xui8>
    check.expect_eq_const %r15, dense<[255, 251]> : tensor<2xui8>
    %x16 = stablehlo.constant dense<[0]> : tensor<1xui16>
    %y17 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %r18 = stablehlo.subtract %x16, %y17 : tensor<1xui16>
    check.expect_eq_const %r18, dense<[1]> : tensor<1xui16>
    %x19 = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %y20 = stablehlo.constant dense<[1, 4294967295]> : tensor<2xui32>
    %r21 = stablehlo.subtract %x19, %y20 : tensor<2xui32>
    check.expect_eq_const %r21, dense<[4294967295, 2]> : tensor<2xui32>
    %x22 = stablehlo.constant dense<[0, 5]> : tensor<2xui64>
    %y23 = stablehlo.constant dense<[1, 18446744073709551615]> : tensor<2xui64>
    %r24 = stablehlo.subtract %x22, %y23 : tensor<2xui64>
    check.expect_eq_const %r24, dense<[18446744073709551615, 6]> : tensor<2xui64>
    return
  }
}
