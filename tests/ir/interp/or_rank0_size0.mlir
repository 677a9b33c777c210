// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// or on a rank-0 tensor, a size-0 tensor (0x3) and a tensor with size-1 dimensions (1x2x1); element-wise ops keep the shape.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<12> : tensor<i32>
    %x2 = stablehlo.constant dense<10> : tensor<i32>
    %y3 = stablehlo.or %x1, %x2 : tensor<i32>
    check.expect_eq_const %y3, dense<14> : tensor<i32>
    %x4 = stablehlo.constant dense<> : tensor<0x3xi32>
    %x5 = stablehlo.constant dense<> : tensor<0x3xi32>
    %y6 = stablehlo.or %x4, %x5 : tensor<0x3xi32>
    check.expect_eq_const %y6, dense<> : tensor<0x3xi32>
    %x7 = stablehlo.constant dense<[[[-1], [1]]]> : tensor<1x2x1xi32>
    %x8 = stablehlo.constant dense<[[[15], [2]]]> : tensor<1x2x1xi32>
    %y9 = stablehlo.or %x7, %x8 : tensor<1x2x1xi32>
    check.expect_eq_const %y9, dense<[[[-1], [3]]]> : tensor<1x2x1xi32>
    return
  }
}
