// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// iota along a size-1 dimension is all zeros; along a dimension next to a size-0 one the result is empty;
// a 1-element tensor holds 0.
module {
  func.func @main() {
    %a = stablehlo.iota dim = 0 : tensor<1x3xi32>
    check.expect_eq_const %a, dense<[[0, 0, 0]]> : tensor<1x3xi32>
    %b = stablehlo.iota dim = 1 : tensor<0x3xi32>
    check.expect_eq_const %b, dense<> : tensor<0x3xi32>
    %c = stablehlo.iota dim = 0 : tensor<1xf32>
    check.expect_eq_const %c, dense<[0.0]> : tensor<1xf32>
    %d = stablehlo.iota dim = 0 : tensor<0xi64>
    check.expect_eq_const %d, dense<> : tensor<0xi64>
    return
  }
}
