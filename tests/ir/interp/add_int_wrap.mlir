// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// add on integers wraps modulo 2^N (two's complement for signed types) at every width.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[127, -128, 100, -1]> : tensor<4xi8>
    %y2 = stablehlo.constant dense<[1, -1, 100, 1]> : tensor<4xi8>
    %r3 = stablehlo.add %x1, %y2 : tensor<4xi8>
    check.expect_eq_const %r3, dense<[-128, 127, -56, 0]> : tensor<4xi8>
    %x4 = stablehlo.constant dense<[32767, -32768]> : tensor<2xi16>
    %y5 = stablehlo.constant dense<[1, -1]> : tensor<2xi16>
    %r6 = stablehlo.add %x4, %y5 : tensor<2xi16>
    check.expect_eq_const %r6, dense<[-32768, 32767]> : tensor<2xi16>
    %x7 = stablehlo.constant dense<[2147483647, -2147483648, 5]> : tensor<3xi32>
    %y8 = stablehlo.constant dense<[1, -2147483648, -7]> : tensor<3xi32>
    %r9 = stablehlo.add %x7, %y8 : tensor<3xi32>
    check.expect_eq_const %r9, dense<[-2147483648, 0, -2]> : tensor<3xi32>
    %x10 = stablehlo.constant dense<[9223372036854775807, -9223372036854775808]> : tensor<2xi64>
    %y11 = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
    %r12 = stablehlo.add %x10, %y11 : tensor<2xi64>
    check.expect_eq_const %r12, dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
    %x13 = stablehlo.constant dense<[255, 200, 0]> : tensor<3xui8>
    %y14 = stablehlo.constant dense<[1, 100, 0]> : tensor<3xui8>
    %r15 = stablehlo.add %x13, %y14 : tensor<3xui8>
    check.expect_eq_const %r15, dense<[0, 44, 0]> : tensor<3xui8>
    %x16 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %y17 = stablehlo.constant dense<[2]> : tensor<1xui16>
    %r18 = stablehlo.add %x16, %y17 : tensor<1xui16>
    check.expect_eq_const %r18, dense<[1]> : tensor<1xui16>
    %x19 = stablehlo.constant dense<[4294967295, 3000000000]> : tensor<2xui32>
    %y20 = stablehlo.constant dense<[1, 3000000000]> : tensor<2xui32>
    %r21 = stablehlo.add %x19, %y20 : tensor<2xui32>
    check.expect_eq_const %r21, dense<[0, 1705032704]> : tensor<2xui32>
    %x22 = stablehlo.constant dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
    %y23 = stablehlo.constant dense<[1, 9223372036854775808]> : tensor<2xui64>
    %r24 = stablehlo.add %x22, %y23 : tensor<2xui64>
    check.expect_eq_const %r24, dense<[0, 0]> : tensor<2xui64>
    return
  }
}
