// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather of f64 rows (bits of -0.0, inf and a denormal kept) with ui8 indices, of i1 elements with i8 indices,
// and with a zero slice size (empty result dimension).
module {
  func.func @main() {
    %operand1 = stablehlo.constant dense<[[1.5, -0.0], [0x7FF0000000000000, 2.5], [-1.0, 5.0e-324]]> : tensor<3x2xf64>
    %indices2 = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xui8>
    %gathered3 = "stablehlo.gather"(%operand1, %indices2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<3x2xf64>, tensor<2x1xui8>) -> tensor<2x2xf64>
    check.expect_eq_const %gathered3, dense<[[-1.0, 5.0e-324], [1.5, -0.0]]> : tensor<2x2xf64>
    %operand4 = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
    %indices5 = stablehlo.constant dense<[[3], [0], [1]]> : tensor<3x1xi8>
    %gathered6 = "stablehlo.gather"(%operand4, %indices5) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xi1>, tensor<3x1xi8>) -> tensor<3xi1>
    check.expect_eq_const %gathered6, dense<[true, true, false]> : tensor<3xi1>
    %operand7 = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8]]> : tensor<3x3xi32>
    %indices8 = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
    %gathered9 = "stablehlo.gather"(%operand7, %indices8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 0>}> : (tensor<3x3xi32>, tensor<2x1xi32>) -> tensor<2x0xi32>
    check.expect_eq_const %gathered9, dense<> : tensor<2x0xi32>
    return
  }
}
