// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sine on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<0.5> : tensor<f16>
    %y2 = stablehlo.sine %x1 : tensor<f16>
    %e3 = stablehlo.constant dense<0.4795> : tensor<f16>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<f16>, tensor<f16>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf16>
    %y5 = stablehlo.sine %x4 : tensor<0x3xf16>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf16>
    %x6 = stablehlo.constant dense<[[[3.0], [-1.0]]]> : tensor<1x2x1xf16>
    %y7 = stablehlo.sine %x6 : tensor<1x2x1xf16>
    %e8 = stablehlo.constant dense<[[[0.1411], [-0.8413]]]> : tensor<1x2x1xf16>
    check.expect_close %y7, %e8, max_ulp_difference = 1 : tensor<1x2x1xf16>, tensor<1x2x1xf16>
    return
  }
}
