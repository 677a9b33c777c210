// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_arithmetic by >= the bit width or by a negative amount.
// Shift amounts >= the bit width (or negative, i.e. huge as unsigned) are not defined by the spec; XLA
// (ElementalIrEmitter SaturateShiftIfNecessary) gives -1 for negative and 0 for non-negative operands (the sign bit fills the value).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-8, 8, -1, 5]> : tensor<4xi32>
    %y2 = stablehlo.constant dense<[32, 32, 1000, -1]> : tensor<4xi32>
    %r3 = stablehlo.shift_right_arithmetic %x1, %y2 : tensor<4xi32>
    check.expect_eq_const %r3, dense<[-1, 0, -1, 0]> : tensor<4xi32>
    %x4 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
    %y5 = stablehlo.constant dense<[8, 100]> : tensor<2xi8>
    %r6 = stablehlo.shift_right_arithmetic %x4, %y5 : tensor<2xi8>
    check.expect_eq_const %r6, dense<[-1, 0]> : tensor<2xi8>
    %x7 = stablehlo.constant dense<[-2, 2]> : tensor<2xi64>
    %y8 = stablehlo.constant dense<[64, -64]> : tensor<2xi64>
    %r9 = stablehlo.shift_right_arithmetic %x7, %y8 : tensor<2xi64>
    check.expect_eq_const %r9, dense<[-1, 0]> : tensor<2xi64>
    return
  }
}
