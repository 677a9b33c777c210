// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// multiply on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<1.5> : tensor<bf16>
    %x2 = stablehlo.constant dense<-2.0> : tensor<bf16>
    %y3 = stablehlo.multiply %x1, %x2 : tensor<bf16>
    %e4 = stablehlo.constant dense<-3.0> : tensor<bf16>
    check.expect_close %y3, %e4, max_ulp_difference = 0 : tensor<bf16>, tensor<bf16>
    %x5 = stablehlo.constant dense<> : tensor<0x3xbf16>
    %x6 = stablehlo.constant dense<> : tensor<0x3xbf16>
    %y7 = stablehlo.multiply %x5, %x6 : tensor<0x3xbf16>
    check.expect_eq_const %y7, dense<> : tensor<0x3xbf16>
    %x8 = stablehlo.constant dense<[[[3.0], [4.0]]]> : tensor<1x2x1xbf16>
    %x9 = stablehlo.constant dense<[[[0.5], [4.0]]]> : tensor<1x2x1xbf16>
    %y10 = stablehlo.multiply %x8, %x9 : tensor<1x2x1xbf16>
    %e11 = stablehlo.constant dense<[[[1.5], [16.0]]]> : tensor<1x2x1xbf16>
    check.expect_close %y10, %e11, max_ulp_difference = 0 : tensor<1x2x1xbf16>, tensor<1x2x1xbf16>
    return
  }
}
