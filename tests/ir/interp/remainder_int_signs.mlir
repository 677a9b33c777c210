// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// remainder on integers takes the dividend's sign: lhs - (lhs / rhs) * rhs with truncating division
// (spec example [17, -17, 17, -17] % [3, 3, -3, -3] = [2, -2, 2, -2]).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[17, -17, 17, -17]> : tensor<4xi64>
    %y2 = stablehlo.constant dense<[3, 3, -3, -3]> : tensor<4xi64>
    %r3 = stablehlo.remainder %x1, %y2 : tensor<4xi64>
    check.expect_eq_const %r3, dense<[2, -2, 2, -2]> : tensor<4xi64>
    %x4 = stablehlo.constant dense<[-128, 127, -7]> : tensor<3xi8>
    %y5 = stablehlo.constant dense<[3, -128, 7]> : tensor<3xi8>
    %r6 = stablehlo.remainder %x4, %y5 : tensor<3xi8>
    check.expect_eq_const %r6, dense<[-2, 127, 0]> : tensor<3xi8>
    %x7 = stablehlo.constant dense<[-2147483648, 2147483647]> : tensor<2xi32>
    %y8 = stablehlo.constant dense<[2147483647, -2147483648]> : tensor<2xi32>
    %r9 = stablehlo.remainder %x7, %y8 : tensor<2xi32>
    check.expect_eq_const %r9, dense<[-1, 2147483647]> : tensor<2xi32>
    %x10 = stablehlo.constant dense<[255, 17]> : tensor<2xui8>
    %y11 = stablehlo.constant dense<[16, 255]> : tensor<2xui8>
    %r12 = stablehlo.remainder %x10, %y11 : tensor<2xui8>
    check.expect_eq_const %r12, dense<[15, 17]> : tensor<2xui8>
    %x13 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
    %y14 = stablehlo.constant dense<[10]> : tensor<1xui64>
    %r15 = stablehlo.remainder %x13, %y14 : tensor<1xui64>
    check.expect_eq_const %r15, dense<[5]> : tensor<1xui64>
    %x16 = stablehlo.constant dense<[17, 18, 19, 20]> : tensor<4xui32>
    %y17 = stablehlo.constant dense<[3, 4, 5, 7]> : tensor<4xui32>
    %r18 = stablehlo.remainder %x16, %y17 : tensor<4xui32>
    check.expect_eq_const %r18, dense<[2, 2, 4, 6]> : tensor<4xui32>
    return
  }
}
