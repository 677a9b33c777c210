// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_arithmetic replicates the sign bit (rounds toward -inf): -7 >> 1 = -4
// (spec example [-1, 0, 8] >> [1, 2, 3] = [-1, 0, 1] in i64).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, 0, 8, -9223372036854775808]> : tensor<4xi64>
    %y2 = stablehlo.constant dense<[1, 2, 3, 63]> : tensor<4xi64>
    %r3 = stablehlo.shift_right_arithmetic %x1, %y2 : tensor<4xi64>
    check.expect_eq_const %r3, dense<[-1, 0, 1, -1]> : tensor<4xi64>
    %x4 = stablehlo.constant dense<[-7, 7, -2147483648, 2147483647]> : tensor<4xi32>
    %y5 = stablehlo.constant dense<[1, 1, 31, 30]> : tensor<4xi32>
    %r6 = stablehlo.shift_right_arithmetic %x4, %y5 : tensor<4xi32>
    check.expect_eq_const %r6, dense<[-4, 3, -1, 1]> : tensor<4xi32>
    %x7 = stablehlo.constant dense<[-128, 127, -1]> : tensor<3xi8>
    %y8 = stablehlo.constant dense<[7, 6, 3]> : tensor<3xi8>
    %r9 = stablehlo.shift_right_arithmetic %x7, %y8 : tensor<3xi8>
    check.expect_eq_const %r9, dense<[-1, 1, -1]> : tensor<3xi8>
    %x10 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y11 = stablehlo.constant dense<[8]> : tensor<1xi16>
    %r12 = stablehlo.shift_right_arithmetic %x10, %y11 : tensor<1xi16>
    check.expect_eq_const %r12, dense<[-128]> : tensor<1xi16>
    return
  }
}
