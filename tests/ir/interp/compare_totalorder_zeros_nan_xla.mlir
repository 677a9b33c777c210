// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// compare TOTALORDER on -0.0/+0.0 and on NaNs with the same bits. The spec's "combination of totalOrder and
// compareQuietEqual" is ambiguous here; this follows XLA (comparison_util: compare the sign-magnitude integers of the
// bits), where -0.0 < +0.0, -0.0 != +0.0 and a NaN equals a NaN with the same bits.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-0.0, 0.0, 0x7FC00000, -0.0]> : tensor<4xf32>
    %y2 = stablehlo.constant dense<[0.0, -0.0, 0x7FC00000, -0.0]> : tensor<4xf32>
    %lt3 = stablehlo.compare  LT, %x1, %y2,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    check.expect_eq_const %lt3, dense<[true, false, false, false]> : tensor<4xi1>
    %eq4 = stablehlo.compare  EQ, %x1, %y2,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    check.expect_eq_const %eq4, dense<[false, false, true, true]> : tensor<4xi1>
    %ge5 = stablehlo.compare  GE, %x1, %y2,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    check.expect_eq_const %ge5, dense<[false, true, true, true]> : tensor<4xi1>
    return
  }
}
