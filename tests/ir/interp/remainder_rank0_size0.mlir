// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// remainder on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<7.5> : tensor<f32>
    %x2 = stablehlo.constant dense<2.0> : tensor<f32>
    %y3 = stablehlo.remainder %x1, %x2 : tensor<f32>
    %e4 = stablehlo.constant dense<1.5> : tensor<f32>
    check.expect_close %y3, %e4, max_ulp_difference = 0 : tensor<f32>, tensor<f32>
    %x5 = stablehlo.constant dense<> : tensor<0x3xf32>
    %x6 = stablehlo.constant dense<> : tensor<0x3xf32>
    %y7 = stablehlo.remainder %x5, %x6 : tensor<0x3xf32>
    check.expect_eq_const %y7, dense<> : tensor<0x3xf32>
    %x8 = stablehlo.constant dense<[[[-7.5], [1.0]]]> : tensor<1x2x1xf32>
    %x9 = stablehlo.constant dense<[[[2.0], [0.75]]]> : tensor<1x2x1xf32>
    %y10 = stablehlo.remainder %x8, %x9 : tensor<1x2x1xf32>
    %e11 = stablehlo.constant dense<[[[-1.5], [0.25]]]> : tensor<1x2x1xf32>
    check.expect_close %y10, %e11, max_ulp_difference = 0 : tensor<1x2x1xf32>, tensor<1x2x1xf32>
    return
  }
}
