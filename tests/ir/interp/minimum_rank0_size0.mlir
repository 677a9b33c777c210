// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// minimum on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<3> : tensor<i8>
    %x2 = stablehlo.constant dense<-128> : tensor<i8>
    %y3 = stablehlo.minimum %x1, %x2 : tensor<i8>
    check.expect_eq_const %y3, dense<-128> : tensor<i8>
    %x4 = stablehlo.constant dense<> : tensor<0x3xi8>
    %x5 = stablehlo.constant dense<> : tensor<0x3xi8>
    %y6 = stablehlo.minimum %x4, %x5 : tensor<0x3xi8>
    check.expect_eq_const %y6, dense<> : tensor<0x3xi8>
    %x7 = stablehlo.constant dense<[[[1], [9]]]> : tensor<1x2x1xi8>
    %x8 = stablehlo.constant dense<[[[2], [4]]]> : tensor<1x2x1xi8>
    %y9 = stablehlo.minimum %x7, %x8 : tensor<1x2x1xi8>
    check.expect_eq_const %y9, dense<[[[1], [4]]]> : tensor<1x2x1xi8>
    return
  }
}
