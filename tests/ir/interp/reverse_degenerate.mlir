// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reverse with no dimensions (identity), along size-1 and size-0 dimensions, and of a rank-0 tensor.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1.5, -2.5]]> : tensor<1x2xbf16>
    %a = stablehlo.reverse %x, dims = [] : tensor<1x2xbf16>
    check.expect_eq %a, %x : tensor<1x2xbf16>
    %b = stablehlo.reverse %x, dims = [0] : tensor<1x2xbf16>
    check.expect_eq %b, %x : tensor<1x2xbf16>
    %e = stablehlo.constant dense<> : tensor<2x0xi32>
    %c = stablehlo.reverse %e, dims = [0, 1] : tensor<2x0xi32>
    check.expect_eq_const %c, dense<> : tensor<2x0xi32>
    %s = stablehlo.constant dense<5> : tensor<ui32>
    %d = stablehlo.reverse %s, dims = [] : tensor<ui32>
    check.expect_eq_const %d, dense<5> : tensor<ui32>
    return
  }
}
