// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather clamps each start index to [0, dim - slice_size] (current spec: full_start_index = clamp(start_index, 0,
// dim(operand) - slice_sizes)), so out-of-range rows -2, 4 and 10 read the first or last full 2-row window.
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0], [12.0, 13.0, 14.0]]> : tensor<5x3xf32>
    %indices2 = stablehlo.constant dense<[[-2], [4], [10], [1]]> : tensor<4x1xi32>
    %gathered3 = "stablehlo.gather"(%operand1, %indices2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3>}> : (tensor<5x3xf32>, tensor<4x1xi32>) -> tensor<4x2x3xf32>
    check.expect_eq_const %gathered3, dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], [[9.0, 10.0, 11.0], [12.0, 13.0, 14.0]], [[9.0, 10.0, 11.0], [12.0, 13.0, 14.0]], [[3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]]> : tensor<4x2x3xf32>
    %operand4 = stablehlo.constant dense<[10, 11, 12, 13, 14, 15]> : tensor<6xi64>
    %indices5 = stablehlo.constant dense<[-100, 2, 100]> : tensor<3xi32>
    %gathered6 = "stablehlo.gather"(%operand4, %indices5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 2>}> : (tensor<6xi64>, tensor<3xi32>) -> tensor<3x2xi64>
    check.expect_eq_const %gathered6, dense<[[10, 11], [12, 13], [14, 15]]> : tensor<3x2xi64>
    return
  }
}
