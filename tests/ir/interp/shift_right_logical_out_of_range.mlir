// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_logical by >= the bit width or by a negative amount.
// Shift amounts >= the bit width (or negative, i.e. huge as unsigned) are not defined by the spec; XLA
// (ElementalIrEmitter SaturateShiftIfNecessary) gives 0.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, 5, -1]> : tensor<3xi32>
    %y2 = stablehlo.constant dense<[32, 1000, -1]> : tensor<3xi32>
    %r3 = stablehlo.shift_right_logical %x1, %y2 : tensor<3xi32>
    check.expect_eq_const %r3, dense<[0, 0, 0]> : tensor<3xi32>
    %x4 = stablehlo.constant dense<[-1]> : tensor<1xi8>
    %y5 = stablehlo.constant dense<[8]> : tensor<1xi8>
    %r6 = stablehlo.shift_right_logical %x4, %y5 : tensor<1xi8>
    check.expect_eq_const %r6, dense<[0]> : tensor<1xi8>
    %x7 = stablehlo.constant dense<[-1]> : tensor<1xi64>
    %y8 = stablehlo.constant dense<[64]> : tensor<1xi64>
    %r9 = stablehlo.shift_right_logical %x7, %y8 : tensor<1xi64>
    check.expect_eq_const %r9, dense<[0]> : tensor<1xi64>
    %x10 = stablehlo.constant dense<[255]> : tensor<1xui8>
    %y11 = stablehlo.constant dense<[8]> : tensor<1xui8>
    %r12 = stablehlo.shift_right_logical %x10, %y11 : tensor<1xui8>
    check.expect_eq_const %r12, dense<[0]> : tensor<1xui8>
    %x13 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
    %y14 = stablehlo.constant dense<[65]> : tensor<1xui64>
    %r15 = stablehlo.shift_right_logical %x13, %y14 : tensor<1xui64>
    check.expect_eq_const %r15, dense<[0]> : tensor<1xui64>
    return
  }
}
