// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// maximum on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<3> : tensor<ui16>
    %x2 = stablehlo.constant dense<65535> : tensor<ui16>
    %y3 = stablehlo.maximum %x1, %x2 : tensor<ui16>
    check.expect_eq_const %y3, dense<65535> : tensor<ui16>
    %x4 = stablehlo.constant dense<> : tensor<0x3xui16>
    %x5 = stablehlo.constant dense<> : tensor<0x3xui16>
    %y6 = stablehlo.maximum %x4, %x5 : tensor<0x3xui16>
    check.expect_eq_const %y6, dense<> : tensor<0x3xui16>
    %x7 = stablehlo.constant dense<[[[1], [9]]]> : tensor<1x2x1xui16>
    %x8 = stablehlo.constant dense<[[[2], [4]]]> : tensor<1x2x1xui16>
    %y9 = stablehlo.maximum %x7, %x8 : tensor<1x2x1xui16>
    check.expect_eq_const %y9, dense<[[[2], [9]]]> : tensor<1x2x1xui16>
    return
  }
}
