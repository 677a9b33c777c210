// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sqrt on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<2.0> : tensor<bf16>
    %y2 = stablehlo.sqrt %x1 : tensor<bf16>
    %e3 = stablehlo.constant dense<1.414> : tensor<bf16>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<bf16>, tensor<bf16>
    %x4 = stablehlo.constant dense<> : tensor<0x3xbf16>
    %y5 = stablehlo.sqrt %x4 : tensor<0x3xbf16>
    check.expect_eq_const %y5, dense<> : tensor<0x3xbf16>
    %x6 = stablehlo.constant dense<[[[9.0], [0.5]]]> : tensor<1x2x1xbf16>
    %y7 = stablehlo.sqrt %x6 : tensor<1x2x1xbf16>
    %e8 = stablehlo.constant dense<[[[3.0], [0.707]]]> : tensor<1x2x1xbf16>
    check.expect_close %y7, %e8, max_ulp_difference = 0 : tensor<1x2x1xbf16>, tensor<1x2x1xbf16>
    return
  }
}
