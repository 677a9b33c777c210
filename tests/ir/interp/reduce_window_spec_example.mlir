// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_window, the spec example: sum windows [2, 1], strides [4, 1], base_dilations [2, 1], window_dilations [3, 1],
// padding [[2, 1], [0, 0]] on [[1, 2], [3, 4], [5, 6]] -> [[0, 0], [3, 4]].
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
    %init2 = stablehlo.constant dense<0> : tensor<i32>
    %rw3 = "stablehlo.reduce_window"(%x1, %init2) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<3x2xi32>, tensor<i32>) -> tensor<2x2xi32>
    check.expect_eq_const %rw3, dense<[[0, 0], [3, 4]]> : tensor<2x2xi32>
    return
  }
}
