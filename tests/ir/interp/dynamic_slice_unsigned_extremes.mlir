// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_slice and dynamic_update_slice with unsigned start indices at the top of their range (ui64 2^64 - 1,
// ui32 2^31) clamp to the last valid start (they are large, not negative); i64 INT64_MIN clamps to 0.
module {
  func.func @main() {
    %v = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>
    %u64 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %a = stablehlo.dynamic_slice %v, %u64, sizes = [2] : (tensor<6xi64>, tensor<ui64>) -> tensor<2xi64>
    check.expect_eq_const %a, dense<[4, 5]> : tensor<2xi64>
    %u32 = stablehlo.constant dense<2147483648> : tensor<ui32>
    %b = stablehlo.dynamic_slice %v, %u32, sizes = [3] : (tensor<6xi64>, tensor<ui32>) -> tensor<3xi64>
    check.expect_eq_const %b, dense<[3, 4, 5]> : tensor<3xi64>
    %min = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c = stablehlo.dynamic_slice %v, %min, sizes = [2] : (tensor<6xi64>, tensor<i64>) -> tensor<2xi64>
    check.expect_eq_const %c, dense<[0, 1]> : tensor<2xi64>
    %w = stablehlo.constant dense<[-1, -2]> : tensor<2xi64>
    %d = stablehlo.dynamic_update_slice %v, %w, %u64 : (tensor<6xi64>, tensor<2xi64>, tensor<ui64>) -> tensor<6xi64>
    check.expect_eq_const %d, dense<[0, 1, 2, 3, -1, -2]> : tensor<6xi64>
    %e = stablehlo.dynamic_update_slice %v, %w, %min : (tensor<6xi64>, tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
    check.expect_eq_const %e, dense<[-1, -2, 2, 3, 4, 5]> : tensor<6xi64>
    return
  }
}
