// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cosine on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<0.5> : tensor<f64>
    %y2 = stablehlo.cosine %x1 : tensor<f64>
    %e3 = stablehlo.constant dense<0.8775825618903728> : tensor<f64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<f64>, tensor<f64>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf64>
    %y5 = stablehlo.cosine %x4 : tensor<0x3xf64>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf64>
    %x6 = stablehlo.constant dense<[[[3.0], [-1.0]]]> : tensor<1x2x1xf64>
    %y7 = stablehlo.cosine %x6 : tensor<1x2x1xf64>
    %e8 = stablehlo.constant dense<[[[-0.9899924966004454], [0.5403023058681398]]]> : tensor<1x2x1xf64>
    check.expect_close %y7, %e8, max_ulp_difference = 1 : tensor<1x2x1xf64>, tensor<1x2x1xf64>
    return
  }
}
