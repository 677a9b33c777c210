// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// transpose of rank 0 (empty permutation), the identity permutation, size-1 and size-0 dimensions.
module {
  func.func @main() {
    %s = stablehlo.constant dense<4.0> : tensor<f64>
    %t = stablehlo.transpose %s, dims = [] : (tensor<f64>) -> tensor<f64>
    check.expect_eq_const %t, dense<4.0> : tensor<f64>
    %m = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xui32>
    %id = stablehlo.transpose %m, dims = [0, 1] : (tensor<2x2xui32>) -> tensor<2x2xui32>
    check.expect_eq %id, %m : tensor<2x2xui32>
    %r = stablehlo.constant dense<[[5, 6, 7]]> : tensor<1x3xi16>
    %c = stablehlo.transpose %r, dims = [1, 0] : (tensor<1x3xi16>) -> tensor<3x1xi16>
    check.expect_eq_const %c, dense<[[5], [6], [7]]> : tensor<3x1xi16>
    %e = stablehlo.constant dense<> : tensor<0x2xi1>
    %et = stablehlo.transpose %e, dims = [1, 0] : (tensor<0x2xi1>) -> tensor<2x0xi1>
    check.expect_eq_const %et, dense<> : tensor<2x0xi1>
    return
  }
}
