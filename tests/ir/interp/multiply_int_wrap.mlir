// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// multiply on integers keeps the low N bits of the product (wraps modulo 2^N).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[16, -128, 127, -7]> : tensor<4xi8>
    %y2 = stablehlo.constant dense<[16, -1, 127, 9]> : tensor<4xi8>
    %r3 = stablehlo.multiply %x1, %y2 : tensor<4xi8>
    check.expect_eq_const %r3, dense<[0, -128, 1, -63]> : tensor<4xi8>
    %x4 = stablehlo.constant dense<[256, -32768]> : tensor<2xi16>
    %y5 = stablehlo.constant dense<[256, -1]> : tensor<2xi16>
    %r6 = stablehlo.multiply %x4, %y5 : tensor<2xi16>
    check.expect_eq_const %r6, dense<[0, -32768]> : tensor<2xi16>
    %x7 = stablehlo.constant dense<[65536, 2147483647, -2147483648]> : tensor<3xi32>
    %y8 = stablehlo.constant dense<[65536, 2, -1]> : tensor<3xi32>
    %r9 = stablehlo.multiply %x7, %y8 : tensor<3xi32>
    check.expect_eq_const %r9, dense<[0, -2, -2147483648]> : tensor<3xi32>
    %x10 = stablehlo.constant dense<[4294967296, -9223372036854775808, 3037000500]> : tensor<3xi64>
    %y11 = stablehlo.constant dense<[4294967296, -1, 3037000500]> : tensor<3xi64>
    %r12 = stablehlo.multiply %x10, %y11 : tensor<3xi64>
    check.expect_eq_const %r12, dense<[0, -9223372036854775808, -9223372036709301616]> : tensor<3xi64>
    %x13 = stablehlo.constant dense<[200, 16]> : tensor<2xui8>
    %y14 = stablehlo.constant dense<[2, 16]> : tensor<2xui8>
    %r15 = stablehlo.multiply %x13, %y14 : tensor<2xui8>
    check.expect_eq_const %r15, dense<[144, 0]> : tensor<2xui8>
    %x16 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %y17 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %r18 = stablehlo.multiply %x16, %y17 : tensor<1xui16>
    check.expect_eq_const %r18, dense<[1]> : tensor<1xui16>
    %x19 = stablehlo.constant dense<[65536, 4294967295]> : tensor<2xui32>
    %y20 = stablehlo.constant dense<[65536, 4294967295]> : tensor<2xui32>
    %r21 = stablehlo.multiply %x19, %y20 : tensor<2xui32>
    check.expect_eq_const %r21, dense<[0, 1]> : tensor<2xui32>
    %x22 = stablehlo.constant dense<[18446744073709551615, 4294967296]> : tensor<2xui64>
    %y23 = stablehlo.constant dense<[18446744073709551615, 4294967296]> : tensor<2xui64>
    %r24 = stablehlo.multiply %x22, %y23 : tensor<2xui64>
    check.expect_eq_const %r24, dense<[1, 0]> : tensor<2xui64>
    return
  }
}
