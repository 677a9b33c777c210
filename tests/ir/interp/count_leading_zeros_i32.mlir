// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// count_leading_zeros on i32: 0 has 32 leading zeros, negative values none, INT_MAX one.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0, 1, -1, -2147483648, 2147483647, 0x00010000, 0x00008000, 3]> : tensor<8xi32>
    %y = stablehlo.count_leading_zeros %x : tensor<8xi32>
    check.expect_eq_const %y, dense<[32, 31, 0, 0, 1, 15, 16, 30]> : tensor<8xi32>
    return
  }
}
