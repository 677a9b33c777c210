// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// popcnt on i32 in 2-D, rank-0 and size-0 tensors.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[[2147483647, -2147483648], [0x0F0F0F0F, -1]]> : tensor<2x2xi32>
    %ra = stablehlo.popcnt %a : tensor<2x2xi32>
    check.expect_eq_const %ra, dense<[[31, 1], [16, 32]]> : tensor<2x2xi32>
    %s = stablehlo.constant dense<7> : tensor<i32>
    %rs = stablehlo.popcnt %s : tensor<i32>
    check.expect_eq_const %rs, dense<3> : tensor<i32>
    %e = stablehlo.constant dense<> : tensor<2x0xi32>
    %re = stablehlo.popcnt %e : tensor<2x0xi32>
    check.expect_eq_const %re, dense<> : tensor<2x0xi32>
    return
  }
}
