// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// and on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<12> : tensor<ui8>
    %x2 = stablehlo.constant dense<10> : tensor<ui8>
    %y3 = stablehlo.and %x1, %x2 : tensor<ui8>
    check.expect_eq_const %y3, dense<8> : tensor<ui8>
    %x4 = stablehlo.constant dense<> : tensor<0x3xui8>
    %x5 = stablehlo.constant dense<> : tensor<0x3xui8>
    %y6 = stablehlo.and %x4, %x5 : tensor<0x3xui8>
    check.expect_eq_const %y6, dense<> : tensor<0x3xui8>
    %x7 = stablehlo.constant dense<[[[255], [1]]]> : tensor<1x2x1xui8>
    %x8 = stablehlo.constant dense<[[[15], [2]]]> : tensor<1x2x1xui8>
    %y9 = stablehlo.and %x7, %x8 : tensor<1x2x1xui8>
    check.expect_eq_const %y9, dense<[[[15], [0]]]> : tensor<1x2x1xui8>
    return
  }
}
