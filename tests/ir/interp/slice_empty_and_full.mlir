// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// slice with start == limit gives a size-0 dimension (also at the end of a dimension); the full range is the
// identity; slicing a size-0 tensor and a rank-0 tensor.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
    %e = stablehlo.slice %x [1:1, 0:3] : (tensor<2x3xi8>) -> tensor<0x3xi8>
    check.expect_eq_const %e, dense<> : tensor<0x3xi8>
    %end = stablehlo.slice %x [0:2, 3:3] : (tensor<2x3xi8>) -> tensor<2x0xi8>
    check.expect_eq_const %end, dense<> : tensor<2x0xi8>
    %full = stablehlo.slice %x [0:2, 0:3] : (tensor<2x3xi8>) -> tensor<2x3xi8>
    check.expect_eq %full, %x : tensor<2x3xi8>
    %z = stablehlo.constant dense<> : tensor<0xf32>
    %zs = stablehlo.slice %z [0:0] : (tensor<0xf32>) -> tensor<0xf32>
    check.expect_eq_const %zs, dense<> : tensor<0xf32>
    %s = stablehlo.constant dense<9> : tensor<ui64>
    %ss = stablehlo.slice %s [] : (tensor<ui64>) -> tensor<ui64>
    check.expect_eq_const %ss, dense<9> : tensor<ui64>
    return
  }
}
