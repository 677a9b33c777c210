// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// and on signed integers is bitwise AND of the two's complement patterns (i8, i16, i32, i64).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, -128, 85, -86]> : tensor<4xi8>
    %y2 = stablehlo.constant dense<[15, 127, -86, -86]> : tensor<4xi8>
    %r3 = stablehlo.and %x1, %y2 : tensor<4xi8>
    check.expect_eq_const %r3, dense<[15, 0, 0, -86]> : tensor<4xi8>
    %x4 = stablehlo.constant dense<[-32768, 4660]> : tensor<2xi16>
    %y5 = stablehlo.constant dense<[-1, -4661]> : tensor<2xi16>
    %r6 = stablehlo.and %x4, %y5 : tensor<2xi16>
    check.expect_eq_const %r6, dense<[-32768, 0]> : tensor<2xi16>
    %x7 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %y8 = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi32>
    %r9 = stablehlo.and %x7, %y8 : tensor<4xi32>
    check.expect_eq_const %r9, dense<[1, 2, 3, 0]> : tensor<4xi32>
    %x10 = stablehlo.constant dense<[-2147483648, 2147483647]> : tensor<2xi32>
    %y11 = stablehlo.constant dense<[-1, -1]> : tensor<2xi32>
    %r12 = stablehlo.and %x10, %y11 : tensor<2xi32>
    check.expect_eq_const %r12, dense<[-2147483648, 2147483647]> : tensor<2xi32>
    %x13 = stablehlo.constant dense<[-9223372036854775808, 1085102592571150095]> : tensor<2xi64>
    %y14 = stablehlo.constant dense<[9223372036854775807, -1]> : tensor<2xi64>
    %r15 = stablehlo.and %x13, %y14 : tensor<2xi64>
    check.expect_eq_const %r15, dense<[0, 1085102592571150095]> : tensor<2xi64>
    return
  }
}
