// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// xor on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<12> : tensor<ui64>
    %x2 = stablehlo.constant dense<10> : tensor<ui64>
    %y3 = stablehlo.xor %x1, %x2 : tensor<ui64>
    check.expect_eq_const %y3, dense<6> : tensor<ui64>
    %x4 = stablehlo.constant dense<> : tensor<0x3xui64>
    %x5 = stablehlo.constant dense<> : tensor<0x3xui64>
    %y6 = stablehlo.xor %x4, %x5 : tensor<0x3xui64>
    check.expect_eq_const %y6, dense<> : tensor<0x3xui64>
    %x7 = stablehlo.constant dense<[[[18446744073709551615], [1]]]> : tensor<1x2x1xui64>
    %x8 = stablehlo.constant dense<[[[1], [2]]]> : tensor<1x2x1xui64>
    %y9 = stablehlo.xor %x7, %x8 : tensor<1x2x1xui64>
    check.expect_eq_const %y9, dense<[[[18446744073709551614], [3]]]> : tensor<1x2x1xui64>
    return
  }
}
