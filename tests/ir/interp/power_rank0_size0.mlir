// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// power on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<2.0> : tensor<f64>
    %x2 = stablehlo.constant dense<10.0> : tensor<f64>
    %y3 = stablehlo.power %x1, %x2 : tensor<f64>
    %e4 = stablehlo.constant dense<1024.0> : tensor<f64>
    check.expect_close %y3, %e4, max_ulp_difference = 0 : tensor<f64>, tensor<f64>
    %x5 = stablehlo.constant dense<> : tensor<0x3xf64>
    %x6 = stablehlo.constant dense<> : tensor<0x3xf64>
    %y7 = stablehlo.power %x5, %x6 : tensor<0x3xf64>
    check.expect_eq_const %y7, dense<> : tensor<0x3xf64>
    %x8 = stablehlo.constant dense<[[[9.0], [2.0]]]> : tensor<1x2x1xf64>
    %x9 = stablehlo.constant dense<[[[0.5], [-2.0]]]> : tensor<1x2x1xf64>
    %y10 = stablehlo.power %x8, %x9 : tensor<1x2x1xf64>
    %e11 = stablehlo.constant dense<[[[3.0], [0.25]]]> : tensor<1x2x1xf64>
    check.expect_close %y10, %e11, max_ulp_difference = 0 : tensor<1x2x1xf64>, tensor<1x2x1xf64>
    return
  }
}
