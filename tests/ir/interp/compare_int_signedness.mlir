// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// compare on integers: SIGNED for iN (i8 -1 < 0), UNSIGNED for uiN (ui8 255 > 0) and for i1 (false < true),
// at the extremes of i8, ui8, i64, ui64 and i1.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, -128, 127, 0]> : tensor<4xi8>
    %y2 = stablehlo.constant dense<[0, 127, -128, 0]> : tensor<4xi8>
    %eq3 = stablehlo.compare  EQ, %x1, %y2,  SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    check.expect_eq_const %eq3, dense<[false, false, false, true]> : tensor<4xi1>
    %ne4 = stablehlo.compare  NE, %x1, %y2,  SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    check.expect_eq_const %ne4, dense<[true, true, true, false]> : tensor<4xi1>
    %lt5 = stablehlo.compare  LT, %x1, %y2,  SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    check.expect_eq_const %lt5, dense<[true, true, false, false]> : tensor<4xi1>
    %le6 = stablehlo.compare  LE, %x1, %y2,  SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    check.expect_eq_const %le6, dense<[true, true, false, true]> : tensor<4xi1>
    %gt7 = stablehlo.compare  GT, %x1, %y2,  SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    check.expect_eq_const %gt7, dense<[false, false, true, false]> : tensor<4xi1>
    %ge8 = stablehlo.compare  GE, %x1, %y2,  SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    check.expect_eq_const %ge8, dense<[false, false, true, true]> : tensor<4xi1>
    %x9 = stablehlo.constant dense<[255, 0, 128, 7]> : tensor<4xui8>
    %y10 = stablehlo.constant dense<[0, 255, 127, 7]> : tensor<4xui8>
    %eq11 = stablehlo.compare  EQ, %x9, %y10,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %eq11, dense<[false, false, false, true]> : tensor<4xi1>
    %ne12 = stablehlo.compare  NE, %x9, %y10,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %ne12, dense<[true, true, true, false]> : tensor<4xi1>
    %lt13 = stablehlo.compare  LT, %x9, %y10,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %lt13, dense<[false, true, false, false]> : tensor<4xi1>
    %le14 = stablehlo.compare  LE, %x9, %y10,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %le14, dense<[false, true, false, true]> : tensor<4xi1>
    %gt15 = stablehlo.compare  GT, %x9, %y10,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %gt15, dense<[true, false, true, false]> : tensor<4xi1>
    %ge16 = stablehlo.compare  GE, %x9, %y10,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %ge16, dense<[true, false, true, true]> : tensor<4xi1>
    %x17 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
    %y18 = stablehlo.constant dense<[9223372036854775807, -1]> : tensor<2xi64>
    %eq19 = stablehlo.compare  EQ, %x17, %y18,  SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    check.expect_eq_const %eq19, dense<[false, false]> : tensor<2xi1>
    %ne20 = stablehlo.compare  NE, %x17, %y18,  SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    check.expect_eq_const %ne20, dense<[true, true]> : tensor<2xi1>
    %lt21 = stablehlo.compare  LT, %x17, %y18,  SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    check.expect_eq_const %lt21, dense<[true, false]> : tensor<2xi1>
    %le22 = stablehlo.compare  LE, %x17, %y18,  SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    check.expect_eq_const %le22, dense<[true, false]> : tensor<2xi1>
    %gt23 = stablehlo.compare  GT, %x17, %y18,  SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    check.expect_eq_const %gt23, dense<[false, true]> : tensor<2xi1>
    %ge24 = stablehlo.compare  GE, %x17, %y18,  SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    check.expect_eq_const %ge24, dense<[false, true]> : tensor<2xi1>
    %x25 = stablehlo.constant dense<[18446744073709551615, 0]> : tensor<2xui64>
    %y26 = stablehlo.constant dense<[9223372036854775808, 0]> : tensor<2xui64>
    %eq27 = stablehlo.compare  EQ, %x25, %y26,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    check.expect_eq_const %eq27, dense<[false, true]> : tensor<2xi1>
    %ne28 = stablehlo.compare  NE, %x25, %y26,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    check.expect_eq_const %ne28, dense<[true, false]> : tensor<2xi1>
    %lt29 = stablehlo.compare  LT, %x25, %y26,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    check.expect_eq_const %lt29, dense<[false, false]> : tensor<2xi1>
    %le30 = stablehlo.compare  LE, %x25, %y26,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    check.expect_eq_const %le30, dense<[false, true]> : tensor<2xi1>
    %gt31 = stablehlo.compare  GT, %x25, %y26,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    check.expect_eq_const %gt31, dense<[true, false]> : tensor<2xi1>
    %ge32 = stablehlo.compare  GE, %x25, %y26,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    check.expect_eq_const %ge32, dense<[true, true]> : tensor<2xi1>
    %x33 = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
    %y34 = stablehlo.constant dense<[false, true, true, false]> : tensor<4xi1>
    %eq35 = stablehlo.compare  EQ, %x33, %y34,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %eq35, dense<[false, false, true, true]> : tensor<4xi1>
    %ne36 = stablehlo.compare  NE, %x33, %y34,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %ne36, dense<[true, true, false, false]> : tensor<4xi1>
    %lt37 = stablehlo.compare  LT, %x33, %y34,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %lt37, dense<[false, true, false, false]> : tensor<4xi1>
    %le38 = stablehlo.compare  LE, %x33, %y34,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %le38, dense<[false, true, true, true]> : tensor<4xi1>
    %gt39 = stablehlo.compare  GT, %x33, %y34,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %gt39, dense<[true, false, false, false]> : tensor<4xi1>
    %ge40 = stablehlo.compare  GE, %x33, %y34,  UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %ge40, dense<[true, false, true, true]> : tensor<4xi1>
    return
  }
}
