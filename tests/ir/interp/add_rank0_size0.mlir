// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// add on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<1.5> : tensor<f16>
    %x2 = stablehlo.constant dense<2.25> : tensor<f16>
    %y3 = stablehlo.add %x1, %x2 : tensor<f16>
    %e4 = stablehlo.constant dense<3.75> : tensor<f16>
    check.expect_close %y3, %e4, max_ulp_difference = 0 : tensor<f16>, tensor<f16>
    %x5 = stablehlo.constant dense<> : tensor<0x3xf16>
    %x6 = stablehlo.constant dense<> : tensor<0x3xf16>
    %y7 = stablehlo.add %x5, %x6 : tensor<0x3xf16>
    check.expect_eq_const %y7, dense<> : tensor<0x3xf16>
    %x8 = stablehlo.constant dense<[[[1.0], [0.5]]]> : tensor<1x2x1xf16>
    %x9 = stablehlo.constant dense<[[[2.0], [-3.0]]]> : tensor<1x2x1xf16>
    %y10 = stablehlo.add %x8, %x9 : tensor<1x2x1xf16>
    %e11 = stablehlo.constant dense<[[[3.0], [-2.5]]]> : tensor<1x2x1xf16>
    check.expect_close %y10, %e11, max_ulp_difference = 0 : tensor<1x2x1xf16>, tensor<1x2x1xf16>
    return
  }
}
