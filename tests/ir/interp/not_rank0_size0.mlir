// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// not on rank-0 integers of each signedness, on a size-0 tensor and on size-1 dimensions.
module {
  func.func @main() {
    %a = stablehlo.constant dense<0> : tensor<ui32>
    %na = stablehlo.not %a : tensor<ui32>
    check.expect_eq_const %na, dense<4294967295> : tensor<ui32>
    %b = stablehlo.constant dense<-1> : tensor<i16>
    %nb = stablehlo.not %b : tensor<i16>
    check.expect_eq_const %nb, dense<0> : tensor<i16>
    %e = stablehlo.constant dense<> : tensor<3x0xi1>
    %ne = stablehlo.not %e : tensor<3x0xi1>
    check.expect_eq_const %ne, dense<> : tensor<3x0xi1>
    %c = stablehlo.constant dense<[[[5]], [[-6]]]> : tensor<2x1x1xi64>
    %nc = stablehlo.not %c : tensor<2x1x1xi64>
    check.expect_eq_const %nc, dense<[[[-6]], [[5]]]> : tensor<2x1x1xi64>
    return
  }
}
