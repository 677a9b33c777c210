// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_afz on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<2.5> : tensor<f32>
    %y2 = stablehlo.round_nearest_afz %x1 : tensor<f32>
    %e3 = stablehlo.constant dense<3.0> : tensor<f32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<f32>, tensor<f32>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf32>
    %y5 = stablehlo.round_nearest_afz %x4 : tensor<0x3xf32>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf32>
    %x6 = stablehlo.constant dense<[[[-0.5], [1.5]]]> : tensor<1x2x1xf32>
    %y7 = stablehlo.round_nearest_afz %x6 : tensor<1x2x1xf32>
    %e8 = stablehlo.constant dense<[[[-1.0], [2.0]]]> : tensor<1x2x1xf32>
    check.expect_close %y7, %e8, max_ulp_difference = 0 : tensor<1x2x1xf32>, tensor<1x2x1xf32>
    return
  }
}
