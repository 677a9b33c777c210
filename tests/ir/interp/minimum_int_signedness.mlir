// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// minimum on integers compares as the element type says: signed for iN, unsigned for uiN
// (spec example [[1, 2], [7, 8]] min [[5, 6], [3, 4]] = [[1, 2], [3, 4]]).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-128, 127, -1]> : tensor<3xi8>
    %y2 = stablehlo.constant dense<[127, -128, 0]> : tensor<3xi8>
    %r3 = stablehlo.minimum %x1, %y2 : tensor<3xi8>
    check.expect_eq_const %r3, dense<[-128, -128, -1]> : tensor<3xi8>
    %x4 = stablehlo.constant dense<[255, 0, 128]> : tensor<3xui8>
    %y5 = stablehlo.constant dense<[1, 0, 127]> : tensor<3xui8>
    %r6 = stablehlo.minimum %x4, %y5 : tensor<3xui8>
    check.expect_eq_const %r6, dense<[1, 0, 127]> : tensor<3xui8>
    %x7 = stablehlo.constant dense<[1, 2, 7, 8]> : tensor<4xi32>
    %y8 = stablehlo.constant dense<[5, 6, 3, 4]> : tensor<4xi32>
    %r9 = stablehlo.minimum %x7, %y8 : tensor<4xi32>
    check.expect_eq_const %r9, dense<[1, 2, 3, 4]> : tensor<4xi32>
    %x10 = stablehlo.constant dense<[-9223372036854775808, -1]> : tensor<2xi64>
    %y11 = stablehlo.constant dense<[9223372036854775807, -2]> : tensor<2xi64>
    %r12 = stablehlo.minimum %x10, %y11 : tensor<2xi64>
    check.expect_eq_const %r12, dense<[-9223372036854775808, -2]> : tensor<2xi64>
    %x13 = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
    %y14 = stablehlo.constant dense<[0, 9223372036854775808]> : tensor<2xui64>
    %r15 = stablehlo.minimum %x13, %y14 : tensor<2xui64>
    check.expect_eq_const %r15, dense<[0, 1]> : tensor<2xui64>
    %x16 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y17 = stablehlo.constant dense<[-32767]> : tensor<1xi16>
    %r18 = stablehlo.minimum %x16, %y17 : tensor<1xi16>
    check.expect_eq_const %r18, dense<[-32768]> : tensor<1xi16>
    %x19 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %y20 = stablehlo.constant dense<[32768]> : tensor<1xui16>
    %r21 = stablehlo.minimum %x19, %y20 : tensor<1xui16>
    check.expect_eq_const %r21, dense<[32768]> : tensor<1xui16>
    %x22 = stablehlo.constant dense<[4294967295]> : tensor<1xui32>
    %y23 = stablehlo.constant dense<[2147483648]> : tensor<1xui32>
    %r24 = stablehlo.minimum %x22, %y23 : tensor<1xui32>
    check.expect_eq_const %r24, dense<[2147483648]> : tensor<1xui32>
    return
  }
}
