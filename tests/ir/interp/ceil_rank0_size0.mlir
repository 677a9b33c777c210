// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// ceil on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<-1.5> : tensor<f64>
    %y2 = stablehlo.ceil %x1 : tensor<f64>
    %e3 = stablehlo.constant dense<-1.0> : tensor<f64>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<f64>, tensor<f64>
    %x4 = stablehlo.constant dense<> : tensor<0x3xf64>
    %y5 = stablehlo.ceil %x4 : tensor<0x3xf64>
    check.expect_eq_const %y5, dense<> : tensor<0x3xf64>
    %x6 = stablehlo.constant dense<[[[2.25], [-0.75]]]> : tensor<1x2x1xf64>
    %y7 = stablehlo.ceil %x6 : tensor<1x2x1xf64>
    %e8 = stablehlo.constant dense<[[[3.0], [0.0]]]> : tensor<1x2x1xf64>
    check.expect_close %y7, %e8, max_ulp_difference = 0 : tensor<1x2x1xf64>, tensor<1x2x1xf64>
    return
  }
}
