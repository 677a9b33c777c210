// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// divide on integers truncates toward zero (spec example [17, -17, 17, -17] / [3, 3, -3, -3] = [5, -5, -5, 5]).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[17, -17, 17, -17]> : tensor<4xi64>
    %y2 = stablehlo.constant dense<[3, 3, -3, -3]> : tensor<4xi64>
    %r3 = stablehlo.divide %x1, %y2 : tensor<4xi64>
    check.expect_eq_const %r3, dense<[5, -5, -5, 5]> : tensor<4xi64>
    %x4 = stablehlo.constant dense<[7, -7, 7, -7, 1, -1]> : tensor<6xi32>
    %y5 = stablehlo.constant dense<[2, 2, -2, -2, 5, 5]> : tensor<6xi32>
    %r6 = stablehlo.divide %x4, %y5 : tensor<6xi32>
    check.expect_eq_const %r6, dense<[3, -3, -3, 3, 0, 0]> : tensor<6xi32>
    %x7 = stablehlo.constant dense<[-128, 127, -128]> : tensor<3xi8>
    %y8 = stablehlo.constant dense<[2, -1, 127]> : tensor<3xi8>
    %r9 = stablehlo.divide %x7, %y8 : tensor<3xi8>
    check.expect_eq_const %r9, dense<[-64, -127, -1]> : tensor<3xi8>
    %x10 = stablehlo.constant dense<[255, 7]> : tensor<2xui8>
    %y11 = stablehlo.constant dense<[2, 8]> : tensor<2xui8>
    %r12 = stablehlo.divide %x10, %y11 : tensor<2xui8>
    check.expect_eq_const %r12, dense<[127, 0]> : tensor<2xui8>
    %x13 = stablehlo.constant dense<[4294967295]> : tensor<1xui32>
    %y14 = stablehlo.constant dense<[2]> : tensor<1xui32>
    %r15 = stablehlo.divide %x13, %y14 : tensor<1xui32>
    check.expect_eq_const %r15, dense<[2147483647]> : tensor<1xui32>
    %x16 = stablehlo.constant dense<[18446744073709551615, 17]> : tensor<2xui64>
    %y17 = stablehlo.constant dense<[3, 3]> : tensor<2xui64>
    %r18 = stablehlo.divide %x16, %y17 : tensor<2xui64>
    check.expect_eq_const %r18, dense<[6148914691236517205, 5]> : tensor<2xui64>
    %x19 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y20 = stablehlo.constant dense<[-2]> : tensor<1xi16>
    %r21 = stablehlo.divide %x19, %y20 : tensor<1xi16>
    check.expect_eq_const %r21, dense<[16384]> : tensor<1xi16>
    return
  }
}
