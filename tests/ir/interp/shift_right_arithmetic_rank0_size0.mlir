// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_arithmetic on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<-256> : tensor<i64>
    %x2 = stablehlo.constant dense<4> : tensor<i64>
    %y3 = stablehlo.shift_right_arithmetic %x1, %x2 : tensor<i64>
    check.expect_eq_const %y3, dense<-16> : tensor<i64>
    %x4 = stablehlo.constant dense<> : tensor<0x3xi64>
    %x5 = stablehlo.constant dense<> : tensor<0x3xi64>
    %y6 = stablehlo.shift_right_arithmetic %x4, %x5 : tensor<0x3xi64>
    check.expect_eq_const %y6, dense<> : tensor<0x3xi64>
    %x7 = stablehlo.constant dense<[[[-1], [7]]]> : tensor<1x2x1xi64>
    %x8 = stablehlo.constant dense<[[[63], [1]]]> : tensor<1x2x1xi64>
    %y9 = stablehlo.shift_right_arithmetic %x7, %x8 : tensor<1x2x1xi64>
    check.expect_eq_const %y9, dense<[[[-1], [3]]]> : tensor<1x2x1xi64>
    return
  }
}
