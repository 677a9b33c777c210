// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// not on i1 is logical NOT (spec example [true, false] -> [false, true]), also on rank-0 and 2-D.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %na = stablehlo.not %a : tensor<2xi1>
    check.expect_eq_const %na, dense<[false, true]> : tensor<2xi1>
    %s = stablehlo.constant dense<true> : tensor<i1>
    %ns = stablehlo.not %s : tensor<i1>
    check.expect_eq_const %ns, dense<false> : tensor<i1>
    %m = stablehlo.constant dense<[[true, true, false], [false, false, true]]> : tensor<2x3xi1>
    %nm = stablehlo.not %m : tensor<2x3xi1>
    check.expect_eq_const %nm, dense<[[false, false, true], [true, true, false]]> : tensor<2x3xi1>
    %nn = stablehlo.not %nm : tensor<2x3xi1>
    check.expect_eq %nn, %m : tensor<2x3xi1>
    return
  }
}
