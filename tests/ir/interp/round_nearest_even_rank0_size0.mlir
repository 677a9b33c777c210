// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_even on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<2.5> : tensor<f16>
    %y2 = stablehlo.round_nearest_even %x1 : tensor<f16>
    %e3 = stablehlo.constant dense<2.0> : tensor<f16>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<f16>, tensor<f16>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf16>
    %y5 = stablehlo.round_nearest_even %x4 : tensor<0x3xf16>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf16>
    %x6 = stablehlo.constant dense<[[[-1.5], [0.5]]]> : tensor<1x2x1xf16>
    %y7 = stablehlo.round_nearest_even %x6 : tensor<1x2x1xf16>
    %e8 = stablehlo.constant dense<[[[-2.0], [0.0]]]> : tensor<1x2x1xf16>
    check.expect_close %y7, %e8, max_ulp_difference = 0 : tensor<1x2x1xf16>, tensor<1x2x1xf16>
    return
  }
}
