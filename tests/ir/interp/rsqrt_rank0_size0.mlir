// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rsqrt on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<2.0> : tensor<f64>
    %y2 = stablehlo.rsqrt %x1 : tensor<f64>
    %e3 = stablehlo.constant dense<0.7071067811865476> : tensor<f64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<f64>, tensor<f64>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf64>
    %y5 = stablehlo.rsqrt %x4 : tensor<0x3xf64>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf64>
    %x6 = stablehlo.constant dense<[[[0.25], [8.0]]]> : tensor<1x2x1xf64>
    %y7 = stablehlo.rsqrt %x6 : tensor<1x2x1xf64>
    %e8 = stablehlo.constant dense<[[[2.0], [0.3535533905932738]]]> : tensor<1x2x1xf64>
    check.expect_close %y7, %e8, max_ulp_difference = 1 : tensor<1x2x1xf64>, tensor<1x2x1xf64>
    return
  }
}
