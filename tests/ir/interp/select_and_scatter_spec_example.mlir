// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select_and_scatter, the spec example: GE selection in [3, 1] windows with strides [2, 1] and padding [[0, 1], [0, 0]],
// source values added at the selected positions -> [[0, 0], [0, 0], [5, 14], [7, 0]].
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi32>
    %source2 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
    %init3 = stablehlo.constant dense<0> : tensor<i32>
    %result4 = "stablehlo.select_and_scatter"(%operand1, %source2, %init3) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.compare  GE, %a, %b,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
    check.expect_eq_const %result4, dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi32>
    return
  }
}
