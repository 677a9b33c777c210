// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_logical fills with zeros, also for negative signed values
// (spec example [-1, 0, 8] >> [1, 2, 3] = [9223372036854775807, 0, 1] in i64).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, 0, 8]> : tensor<3xi64>
    %y2 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
    %r3 = stablehlo.shift_right_logical %x1, %y2 : tensor<3xi64>
    check.expect_eq_const %r3, dense<[9223372036854775807, 0, 1]> : tensor<3xi64>
    %x4 = stablehlo.constant dense<[-2147483648, -1, 256]> : tensor<3xi32>
    %y5 = stablehlo.constant dense<[31, 28, 4]> : tensor<3xi32>
    %r6 = stablehlo.shift_right_logical %x4, %y5 : tensor<3xi32>
    check.expect_eq_const %r6, dense<[1, 15, 16]> : tensor<3xi32>
    %x7 = stablehlo.constant dense<[-128, -1]> : tensor<2xi8>
    %y8 = stablehlo.constant dense<[1, 7]> : tensor<2xi8>
    %r9 = stablehlo.shift_right_logical %x7, %y8 : tensor<2xi8>
    check.expect_eq_const %r9, dense<[64, 1]> : tensor<2xi8>
    %x10 = stablehlo.constant dense<[-32768]> : tensor<1xi16>
    %y11 = stablehlo.constant dense<[15]> : tensor<1xi16>
    %r12 = stablehlo.shift_right_logical %x10, %y11 : tensor<1xi16>
    check.expect_eq_const %r12, dense<[1]> : tensor<1xi16>
    return
  }
}
