// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// maximum on integers compares as the element type says: signed for iN, unsigned for uiN
// (ui8 255 > 1 though its bits are -1 as i8); spec example [[1, 2], [7, 8]] max [[5, 6], [3, 4]].
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-128, 127, -1]> : tensor<3xi8>
    %y2 = stablehlo.constant dense<[127, -128, 0]> : tensor<3xi8>
    %r3 = stablehlo.maximum %x1, %y2 : tensor<3xi8>
    check.expect_eq_const %r3, dense<[127, 127, 0]> : tensor<3xi8>
    %x4 = stablehlo.constant dense<[255, 0, 128]> : tensor<3xui8>
    %y5 = stablehlo.constant dense<[1, 0, 127]> : tensor<3xui8>
    %r6 = stablehlo.maximum %x4, %y5 : tensor<3xui8>
    check.expect_eq_const %r6, dense<[255, 0, 128]> : tensor<3xui8>
    %x7 = stablehlo.constant dense<[1, 2, 7, 8]> : tensor<4xi32>
    %y8 = stablehlo.constant dense<[5, 6, 3, 4]> : tensor<4xi32>
    %r9 = stablehlo.maximum %x7, %y8 : tensor<4xi32>
    check.expect_eq_const %r9, dense<[5, 6, 7, 8]> : tensor<4xi32>
    %x10 = stablehlo.constant dense<[-9223372036854775808, -1]> : tensor<2xi64>
    %y11 = stablehlo.constant dense<[9223372036854775807, -2]> : tensor<2xi64>
    %r12 = stablehlo.maximum %x10, %y11 : tensor<2xi64>
    check.expect_eq_const %r12, dense<[9223372036854775807, -1]> : tensor<2xi64>
    %x13 = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
    %y14 = stablehlo.constant dense<[0, 9223372036854775808]> : tensor<2xui64>
    %r15 = stablehlo.maximum %x13, %y14 : tensor<2xui64>
    check.expect_eq_const %r15, dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
    %x16 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y17 = stablehlo.constant dense<[-32767]> : tensor<1xi16>
    %r18 = stablehlo.maximum %x16, %y17 : tensor<1xi16>
    check.expect_eq_const %r18, dense<[-32767]> : tensor<1xi16>
    %x19 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %y20 = stablehlo.constant dense<[32768]> : tensor<1xui16>
    %r21 = stablehlo.maximum %x19, %y20 : tensor<1xui16>
    check.expect_eq_const %r21, dense<[65535]> : tensor<1xui16>
    %x22 = stablehlo.constant dense<[4294967295]> : tensor<1xui32>
    %y23 = stablehlo.constant dense<[2147483648]> : tensor<1xui32>
    %r24 = stablehlo.maximum %x22, %y23 : tensor<1xui32>
    check.expect_eq_const %r24, dense<[4294967295]> : tensor<1xui32>
    return
  }
}
