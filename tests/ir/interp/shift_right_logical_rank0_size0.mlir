// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// shift_right_logical on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<256> : tensor<ui32>
    %x2 = stablehlo.constant dense<4> : tensor<ui32>
    %y3 = stablehlo.shift_right_logical %x1, %x2 : tensor<ui32>
    check.expect_eq_const %y3, dense<16> : tensor<ui32>
    %x4 = stablehlo.constant dense<> : tensor<0x3xui32>
    %x5 = stablehlo.constant dense<> : tensor<0x3xui32>
    %y6 = stablehlo.shift_right_logical %x4, %x5 : tensor<0x3xui32>
    check.expect_eq_const %y6, dense<> : tensor<0x3xui32>
    %x7 = stablehlo.constant dense<[[[4294967295], [7]]]> : tensor<1x2x1xui32>
    %x8 = stablehlo.constant dense<[[[31], [1]]]> : tensor<1x2x1xui32>
    %y9 = stablehlo.shift_right_logical %x7, %x8 : tensor<1x2x1xui32>
    check.expect_eq_const %y9, dense<[[[1], [3]]]> : tensor<1x2x1xui32>
    return
  }
}
