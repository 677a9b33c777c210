// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// Integer remainder by zero and INT_MIN % -1. The StableHLO spec leaves both implementation-defined; these are XLA's
// semantics (ElementalIrEmitter::EmitIntegerRemainder): x % 0 = x, INT_MIN % -1 = 0.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[5, -5, 0, -2147483648]> : tensor<4xi32>
    %y2 = stablehlo.constant dense<[0, 0, 0, -1]> : tensor<4xi32>
    %r3 = stablehlo.remainder %x1, %y2 : tensor<4xi32>
    check.expect_eq_const %r3, dense<[5, -5, 0, 0]> : tensor<4xi32>
    %x4 = stablehlo.constant dense<[-128, -7]> : tensor<2xi8>
    %y5 = stablehlo.constant dense<[-1, 0]> : tensor<2xi8>
    %r6 = stablehlo.remainder %x4, %y5 : tensor<2xi8>
    check.expect_eq_const %r6, dense<[0, -7]> : tensor<2xi8>
    %x7 = stablehlo.constant dense<[-9223372036854775808]> : tensor<1xi64>
    %y8 = stablehlo.constant dense<[-1]> : tensor<1xi64>
    %r9 = stablehlo.remainder %x7, %y8 : tensor<1xi64>
    check.expect_eq_const %r9, dense<[0]> : tensor<1xi64>
    %x10 = stablehlo.constant dense<[5, 65535]> : tensor<2xui16>
    %y11 = stablehlo.constant dense<[0, 0]> : tensor<2xui16>
    %r12 = stablehlo.remainder %x10, %y11 : tensor<2xui16>
    check.expect_eq_const %r12, dense<[5, 65535]> : tensor<2xui16>
    return
  }
}
