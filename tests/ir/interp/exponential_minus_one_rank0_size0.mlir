// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential_minus_one on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<0.001> : tensor<f32>
    %y2 = stablehlo.exponential_minus_one %x1 : tensor<f32>
    %e3 = stablehlo.constant dense<0.0010005002> : tensor<f32>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<f32>, tensor<f32>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf32>
    %y5 = stablehlo.exponential_minus_one %x4 : tensor<0x3xf32>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf32>
    %x6 = stablehlo.constant dense<[[[-2.0], [10.0]]]> : tensor<1x2x1xf32>
    %y7 = stablehlo.exponential_minus_one %x6 : tensor<1x2x1xf32>
    %e8 = stablehlo.constant dense<[[[-0.86466473], [22025.465]]]> : tensor<1x2x1xf32>
    check.expect_close %y7, %e8, max_ulp_difference = 1 : tensor<1x2x1xf32>, tensor<1x2x1xf32>
    return
  }
}
