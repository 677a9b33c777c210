// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_left within the bit width: bits shifted out are lost, into the sign bit for signed types
// (spec example [-1, 0, 1] << [1, 2, 3] = [-2, 0, 8]).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi64>
    %y2 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
    %r3 = stablehlo.shift_left %x1, %y2 : tensor<3xi64>
    check.expect_eq_const %r3, dense<[-2, 0, 8]> : tensor<3xi64>
    %x4 = stablehlo.constant dense<[1, 1, 3, 1073741824]> : tensor<4xi32>
    %y5 = stablehlo.constant dense<[31, 0, 30, 1]> : tensor<4xi32>
    %r6 = stablehlo.shift_left %x4, %y5 : tensor<4xi32>
    check.expect_eq_const %r6, dense<[-2147483648, 1, -1073741824, -2147483648]> : tensor<4xi32>
    %x7 = stablehlo.constant dense<[1, 127, -1]> : tensor<3xi8>
    %y8 = stablehlo.constant dense<[7, 1, 7]> : tensor<3xi8>
    %r9 = stablehlo.shift_left %x7, %y8 : tensor<3xi8>
    check.expect_eq_const %r9, dense<[-128, -2, -128]> : tensor<3xi8>
    %x10 = stablehlo.constant dense<[257]> : tensor<1xi16>
    %y11 = stablehlo.constant dense<[8]> : tensor<1xi16>
    %r12 = stablehlo.shift_left %x10, %y11 : tensor<1xi16>
    check.expect_eq_const %r12, dense<[256]> : tensor<1xi16>
    return
  }
}
