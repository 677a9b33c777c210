// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_window whose window is larger than the (padded) input gives a size-0 result; a window of 1 with stride 1
// is the identity; a 1-D window over a size-1 dimension; i1 (or) and ui8 (max, unsigned order).
// Expected: a Python transcription of the spec (pad with the init value, base dilation, strided and dilated windows).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %init2 = stablehlo.constant dense<0> : tensor<i32>
    %rw3 = "stablehlo.reduce_window"(%x1, %init2) <{window_dimensions = array<i64: 3, 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<i32>) -> tensor<0x3xi32>
    check.expect_eq_const %rw3, dense<> : tensor<0x3xi32>
    %x4 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %init5 = stablehlo.constant dense<0> : tensor<i32>
    %rw6 = "stablehlo.reduce_window"(%x4, %init5) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %0 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
    check.expect_eq_const %rw6, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %x7 = stablehlo.constant dense<[[true, false, false, false]]> : tensor<1x4xi1>
    %init8 = stablehlo.constant dense<false> : tensor<i1>
    %rw9 = "stablehlo.reduce_window"(%x7, %init8) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg0: tensor<i1>, %arg1: tensor<i1>):
      %0 = stablehlo.or %arg0, %arg1 : tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }) : (tensor<1x4xi1>, tensor<i1>) -> tensor<1x3xi1>
    check.expect_eq_const %rw9, dense<[[true, false, false]]> : tensor<1x3xi1>
    %x10 = stablehlo.constant dense<[3, 250, 7, 128]> : tensor<4xui8>
    %init11 = stablehlo.constant dense<0> : tensor<ui8>
    %rw12 = "stablehlo.reduce_window"(%x10, %init11) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg0: tensor<ui8>, %arg1: tensor<ui8>):
      %0 = stablehlo.maximum %arg0, %arg1 : tensor<ui8>
      stablehlo.return %0 : tensor<ui8>
    }) : (tensor<4xui8>, tensor<ui8>) -> tensor<2xui8>
    check.expect_eq_const %rw12, dense<[250, 128]> : tensor<2xui8>
    return
  }
}
