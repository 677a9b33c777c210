// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// constant in every shape form: rank 0, a splat filling a 2x3 tensor, nested lists (row-major), size-0 tensors and i1.
// Checked element-wise through ops whose results are easy to state (add, slice, reshape).
module {
  func.func @main() {
    %s = stablehlo.constant dense<3> : tensor<i32>
    %ss = stablehlo.add %s, %s : tensor<i32>
    check.expect_eq_const %ss, dense<6> : tensor<i32>
    %splat = stablehlo.constant dense<1.5> : tensor<2x3xf32>
    check.expect_eq_const %splat, dense<[[1.5, 1.5, 1.5], [1.5, 1.5, 1.5]]> : tensor<2x3xf32>
    %m = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>
    %flat = stablehlo.reshape %m : (tensor<2x3xi64>) -> tensor<6xi64>
    check.expect_eq_const %flat, dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>
    %corner = stablehlo.slice %m [1:2, 2:3] : (tensor<2x3xi64>) -> tensor<1x1xi64>
    check.expect_eq_const %corner, dense<5> : tensor<1x1xi64>
    %e = stablehlo.constant dense<> : tensor<0x4xf16>
    check.expect_eq_const %e, dense<> : tensor<0x4xf16>
    %b = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
    %bb = stablehlo.reshape %b : (tensor<2x1xi1>) -> tensor<2xi1>
    check.expect_eq_const %bb, dense<[true, false]> : tensor<2xi1>
    return
  }
}
