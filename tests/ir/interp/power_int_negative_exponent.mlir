// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// power on signed integers with a negative exponent: the exact value 1/x^n truncates to 0 for |x| > 1 and is 1 for x = 1
// (XLA's EmitIntegerPow; the spec only says "integer exponentiation"). (-1)^n and 0^n for n < 0 are left out: XLA gives 0 for both.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2, 1, 5, -3, 1, 100]> : tensor<6xi32>
    %y2 = stablehlo.constant dense<[-1, -5, -2, -1, -2147483648, -1]> : tensor<6xi32>
    %r3 = stablehlo.power %x1, %y2 : tensor<6xi32>
    check.expect_eq_const %r3, dense<[0, 1, 0, 0, 1, 0]> : tensor<6xi32>
    %x4 = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
    %y5 = stablehlo.constant dense<[-64, -1]> : tensor<2xi64>
    %r6 = stablehlo.power %x4, %y5 : tensor<2xi64>
    check.expect_eq_const %r6, dense<[0, 1]> : tensor<2xi64>
    %x7 = stablehlo.constant dense<[1, 127]> : tensor<2xi8>
    %y8 = stablehlo.constant dense<[-128, -1]> : tensor<2xi8>
    %r9 = stablehlo.power %x7, %y8 : tensor<2xi8>
    check.expect_eq_const %r9, dense<[1, 0]> : tensor<2xi8>
    return
  }
}
