// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_update_slice with a size-0 update (operand unchanged), a full-size update (replaces everything, start
// clamps to 0), and rank-0 operand and update.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xui64>
    %e = stablehlo.constant dense<> : tensor<0x2xui64>
    %i = stablehlo.constant dense<1> : tensor<i32>
    %a = stablehlo.dynamic_update_slice %x, %e, %i, %i : (tensor<2x2xui64>, tensor<0x2xui64>, tensor<i32>, tensor<i32>) -> tensor<2x2xui64>
    check.expect_eq %a, %x : tensor<2x2xui64>
    %f = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xui64>
    %b = stablehlo.dynamic_update_slice %x, %f, %i, %i : (tensor<2x2xui64>, tensor<2x2xui64>, tensor<i32>, tensor<i32>) -> tensor<2x2xui64>
    check.expect_eq %b, %f : tensor<2x2xui64>
    %s = stablehlo.constant dense<1.0> : tensor<bf16>
    %t = stablehlo.constant dense<2.0> : tensor<bf16>
    %c = stablehlo.dynamic_update_slice %s, %t : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    check.expect_eq_const %c, dense<2.0> : tensor<bf16>
    return
  }
}
