// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// power on integers is exact exponentiation wrapped modulo 2^N: 2^31 in i32 = INT_MIN, 2^32 = 0, 3^5 in ui8 = 243,
// 0^0 = 1, (-2)^3 = -8, (-1)^even = 1.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2, -2, 3, 0, 2, 2, -1, -1, 5]> : tensor<9xi32>
    %y2 = stablehlo.constant dense<[10, 3, 0, 0, 31, 32, 4, 7, 13]> : tensor<9xi32>
    %r3 = stablehlo.power %x1, %y2 : tensor<9xi32>
    check.expect_eq_const %r3, dense<[1024, -8, 1, 1, -2147483648, 0, 1, -1, 1220703125]> : tensor<9xi32>
    %x4 = stablehlo.constant dense<[3, 2, -2]> : tensor<3xi8>
    %y5 = stablehlo.constant dense<[4, 7, 7]> : tensor<3xi8>
    %r6 = stablehlo.power %x4, %y5 : tensor<3xi8>
    check.expect_eq_const %r6, dense<[81, -128, -128]> : tensor<3xi8>
    %x7 = stablehlo.constant dense<[3, 2, 255]> : tensor<3xui8>
    %y8 = stablehlo.constant dense<[5, 8, 2]> : tensor<3xui8>
    %r9 = stablehlo.power %x7, %y8 : tensor<3xui8>
    check.expect_eq_const %r9, dense<[243, 0, 1]> : tensor<3xui8>
    %x10 = stablehlo.constant dense<[3, 2, -3]> : tensor<3xi64>
    %y11 = stablehlo.constant dense<[40, 63, 39]> : tensor<3xi64>
    %r12 = stablehlo.power %x10, %y11 : tensor<3xi64>
    check.expect_eq_const %r12, dense<[-6289078614652622815, -9223372036854775808, -4052555153018976267]> : tensor<3xi64>
    %x13 = stablehlo.constant dense<[2, 3]> : tensor<2xui64>
    %y14 = stablehlo.constant dense<[64, 41]> : tensor<2xui64>
    %r15 = stablehlo.power %x13, %y14 : tensor<2xui64>
    check.expect_eq_const %r15, dense<[0, 18026252303461234787]> : tensor<2xui64>
    %x16 = stablehlo.constant dense<[7]> : tensor<1xui16>
    %y17 = stablehlo.constant dense<[6]> : tensor<1xui16>
    %r18 = stablehlo.power %x16, %y17 : tensor<1xui16>
    check.expect_eq_const %r18, dense<[52113]> : tensor<1xui16>
    return
  }
}
