// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_window with window_dilations (taps 2 apart in dim 0, 3 apart in dim 1) and, separately, base_dilations
// (init-valued holes between input elements) with a stride.
// Expected: a Python transcription of the spec (pad with the init value, base dilation, strided and dilated windows).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13], [14, 15, 16, 17, 18, 19, 20], [21, 22, 23, 24, 25, 26, 27], [28, 29, 30, 31, 32, 33, 34]]> : tensor<5x7xi64>
    %init2 = stablehlo.constant dense<0> : tensor<i64>
    %rw3 = "stablehlo.reduce_window"(%x1, %init2) <{window_dilations = array<i64: 2, 3>, window_dimensions = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
    }) : (tensor<5x7xi64>, tensor<i64>) -> tensor<3x4xi64>
    check.expect_eq_const %rw3, dense<[[34, 38, 42, 46], [62, 66, 70, 74], [90, 94, 98, 102]]> : tensor<3x4xi64>
    %x4 = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
    %init5 = stablehlo.constant dense<0> : tensor<i64>
    %rw6 = "stablehlo.reduce_window"(%x4, %init5) <{base_dilations = array<i64: 2, 3>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
    }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x3xi64>
    check.expect_eq_const %rw6, dense<[[1, 0, 2], [3, 0, 4]]> : tensor<2x3xi64>
    return
  }
}
