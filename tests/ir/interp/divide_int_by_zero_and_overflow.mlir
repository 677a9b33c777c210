// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// Integer division by zero and INT_MIN / -1. The StableHLO spec leaves both implementation-defined; these are
// XLA's semantics (ElementalIrEmitter::EmitIntegerDivide): x / 0 = -1 (all bits set, so max for unsigned), INT_MIN / -1 = INT_MIN.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[5, -5, 0, -2147483648]> : tensor<4xi32>
    %y2 = stablehlo.constant dense<[0, 0, 0, -1]> : tensor<4xi32>
    %r3 = stablehlo.divide %x1, %y2 : tensor<4xi32>
    check.expect_eq_const %r3, dense<[-1, -1, -1, -2147483648]> : tensor<4xi32>
    %x4 = stablehlo.constant dense<[-128, 1]> : tensor<2xi8>
    %y5 = stablehlo.constant dense<[-1, 0]> : tensor<2xi8>
    %r6 = stablehlo.divide %x4, %y5 : tensor<2xi8>
    check.expect_eq_const %r6, dense<[-128, -1]> : tensor<2xi8>
    %x7 = stablehlo.constant dense<[-9223372036854775808, 7]> : tensor<2xi64>
    %y8 = stablehlo.constant dense<[-1, 0]> : tensor<2xi64>
    %r9 = stablehlo.divide %x7, %y8 : tensor<2xi64>
    check.expect_eq_const %r9, dense<[-9223372036854775808, -1]> : tensor<2xi64>
    %x10 = stablehlo.constant dense<[5, 0]> : tensor<2xui8>
    %y11 = stablehlo.constant dense<[0, 0]> : tensor<2xui8>
    %r12 = stablehlo.divide %x10, %y11 : tensor<2xui8>
    check.expect_eq_const %r12, dense<[255, 255]> : tensor<2xui8>
    %x13 = stablehlo.constant dense<[5]> : tensor<1xui64>
    %y14 = stablehlo.constant dense<[0]> : tensor<1xui64>
    %r15 = stablehlo.divide %x13, %y14 : tensor<1xui64>
    check.expect_eq_const %r15, dense<[18446744073709551615]> : tensor<1xui64>
    %x16 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y17 = stablehlo.constant dense<[-1]> : tensor<1xi16>
    %r18 = stablehlo.divide %x16, %y17 : tensor<1xi16>
    check.expect_eq_const %r18, dense<[-32768]> : tensor<1xi16>
    return
  }
}
