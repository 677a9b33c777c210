// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select_and_scatter with overlapping windows (2x2, stride 1): a position selected by several windows accumulates their
// source values. Ties: with GE the selection select(a, b) ? a : b keeps the first of equal values in window order, with GT
// the last (both selections are associative, so the reduction order of the spec's reduce_window does not matter).
// Expected: a Python transcription of the spec (select over each window in index order, scatter-add the source).
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[1, 2, 1], [2, 9, 2], [1, 2, 1]]> : tensor<3x3xi32>
    %source2 = stablehlo.constant dense<[[1, 10], [100, 1000]]> : tensor<2x2xi32>
    %init3 = stablehlo.constant dense<0> : tensor<i32>
    %result4 = "stablehlo.select_and_scatter"(%operand1, %source2, %init3) <{padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.compare  GE, %a, %b,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<3x3xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<3x3xi32>
    check.expect_eq_const %result4, dense<[[0, 0, 0], [0, 1111, 0], [0, 0, 0]]> : tensor<3x3xi32>
    %operand5 = stablehlo.constant dense<[[5, 5, 5], [5, 5, 5]]> : tensor<2x3xi32>
    %source6 = stablehlo.constant dense<[[1, 10]]> : tensor<1x2xi32>
    %init7 = stablehlo.constant dense<0> : tensor<i32>
    %result8 = "stablehlo.select_and_scatter"(%operand5, %source6, %init7) <{padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.compare  GE, %a, %b,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<1x2xi32>, tensor<i32>) -> tensor<2x3xi32>
    check.expect_eq_const %result8, dense<[[1, 10, 0], [0, 0, 0]]> : tensor<2x3xi32>
    %operand9 = stablehlo.constant dense<[[5, 5, 5], [5, 5, 5]]> : tensor<2x3xi32>
    %source10 = stablehlo.constant dense<[[1, 10]]> : tensor<1x2xi32>
    %init11 = stablehlo.constant dense<0> : tensor<i32>
    %result12 = "stablehlo.select_and_scatter"(%operand9, %source10, %init11) <{padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.compare  GT, %a, %b,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<1x2xi32>, tensor<i32>) -> tensor<2x3xi32>
    check.expect_eq_const %result12, dense<[[0, 0, 0], [0, 1, 10]]> : tensor<2x3xi32>
    return
  }
}
