// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// broadcast_in_dim of a rank-0 operand (dims = []) fills any result shape, incl. rank 0, size 0 and i1;
// float bits (-0.0, NaN payload) are copied unchanged.
module {
  func.func @main() {
    %s = stablehlo.constant dense<7> : tensor<i32>
    %a = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    check.expect_eq_const %a, dense<[[7, 7, 7], [7, 7, 7]]> : tensor<2x3xi32>
    %r0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %r0, dense<7> : tensor<i32>
    %z = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<3x0xi32>
    check.expect_eq_const %z, dense<> : tensor<3x0xi32>
    %f = stablehlo.constant dense<0xFFC00001> : tensor<f32>
    %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %fu = stablehlo.bitcast_convert %fb : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %fu, dense<[0xFFC00001, 0xFFC00001]> : tensor<2xui32>
    %t = stablehlo.constant dense<true> : tensor<i1>
    %tb = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<i1>) -> tensor<1x2xi1>
    check.expect_eq_const %tb, dense<[[true, true]]> : tensor<1x2xi1>
    return
  }
}
