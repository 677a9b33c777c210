// RUN: juxla print %s
// Struct attributes accept their fields in any order and over several lines; inherent attributes may
// also be written in the trailing {...} dictionary (the pre-properties generic form).
module {
  func.func @main(%arg0: tensor<2x2x2xi8>, %arg1: tensor<2x2x3xi8>, %arg2: tensor<5x3xf32>, %arg3: tensor<2x1xi32>) -> (tensor<2x2x3xi32>, tensor<2x3xf32>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {
      dot_dimension_numbers = #stablehlo.dot<
        lhs_batching_dimensions = [0],
        lhs_contracting_dimensions = [2],
        rhs_batching_dimensions = [0],
        rhs_contracting_dimensions = [1]
      >
    } : (tensor<2x2x2xi8>, tensor<2x2x3xi8>) -> tensor<2x2x3xi32>
    %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<index_vector_dim = 1, start_index_map = [0], collapsed_slice_dims = [0], offset_dims = [1]>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    return %0, %1 : tensor<2x2x3xi32>, tensor<2x3xf32>
  }
}
