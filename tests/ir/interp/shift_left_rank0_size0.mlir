// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_left on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<3> : tensor<i16>
    %x2 = stablehlo.constant dense<2> : tensor<i16>
    %y3 = stablehlo.shift_left %x1, %x2 : tensor<i16>
    check.expect_eq_const %y3, dense<12> : tensor<i16>
    %x4 = stablehlo.constant dense<> : tensor<0x3xi16>
    %x5 = stablehlo.constant dense<> : tensor<0x3xi16>
    %y6 = stablehlo.shift_left %x4, %x5 : tensor<0x3xi16>
    check.expect_eq_const %y6, dense<> : tensor<0x3xi16>
    %x7 = stablehlo.constant dense<[[[1], [-1]]]> : tensor<1x2x1xi16>
    %x8 = stablehlo.constant dense<[[[15], [4]]]> : tensor<1x2x1xi16>
    %y9 = stablehlo.shift_left %x7, %x8 : tensor<1x2x1xi16>
    check.expect_eq_const %y9, dense<[[[-32768], [-16]]]> : tensor<1x2x1xi16>
    return
  }
}
