// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// concatenate along an inner dimension interleaves rows: 2x1x2 ++ 2x2x2 along dim 1 -> 2x3x2; the same operand twice.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xui8>
    %b = stablehlo.constant dense<[[[5, 6], [7, 8]], [[9, 10], [11, 12]]]> : tensor<2x2x2xui8>
    %r = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x1x2xui8>, tensor<2x2x2xui8>) -> tensor<2x3x2xui8>
    check.expect_eq_const %r, dense<[[[1, 2], [5, 6], [7, 8]], [[3, 4], [9, 10], [11, 12]]]> : tensor<2x3x2xui8>
    %m = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
    %mm = stablehlo.concatenate %m, %m, dim = 1 : (tensor<2x2xi16>, tensor<2x2xi16>) -> tensor<2x4xi16>
    check.expect_eq_const %mm, dense<[[1, 2, 1, 2], [3, 4, 3, 4]]> : tensor<2x4xi16>
    return
  }
}
