// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_left by >= the bit width or by a negative amount.
// Shift amounts >= the bit width (or negative, i.e. huge as unsigned) are not defined by the spec; XLA
// (ElementalIrEmitter SaturateShiftIfNecessary) gives 0.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1, -1, 7, 1]> : tensor<4xi32>
    %y2 = stablehlo.constant dense<[32, 33, 100, -1]> : tensor<4xi32>
    %r3 = stablehlo.shift_left %x1, %y2 : tensor<4xi32>
    check.expect_eq_const %r3, dense<[0, 0, 0, 0]> : tensor<4xi32>
    %x4 = stablehlo.constant dense<[1, -1]> : tensor<2xi8>
    %y5 = stablehlo.constant dense<[8, -128]> : tensor<2xi8>
    %r6 = stablehlo.shift_left %x4, %y5 : tensor<2xi8>
    check.expect_eq_const %r6, dense<[0, 0]> : tensor<2xi8>
    %x7 = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
    %y8 = stablehlo.constant dense<[64, 9223372036854775807]> : tensor<2xi64>
    %r9 = stablehlo.shift_left %x7, %y8 : tensor<2xi64>
    check.expect_eq_const %r9, dense<[0, 0]> : tensor<2xi64>
    %x10 = stablehlo.constant dense<[255, 1]> : tensor<2xui8>
    %y11 = stablehlo.constant dense<[8, 200]> : tensor<2xui8>
    %r12 = stablehlo.shift_left %x10, %y11 : tensor<2xui8>
    check.expect_eq_const %r12, dense<[0, 0]> : tensor<2xui8>
    %x13 = stablehlo.constant dense<[1]> : tensor<1xui64>
    %y14 = stablehlo.constant dense<[64]> : tensor<1xui64>
    %r15 = stablehlo.shift_left %x13, %y14 : tensor<1xui64>
    check.expect_eq_const %r15, dense<[0]> : tensor<1xui64>
    return
  }
}
