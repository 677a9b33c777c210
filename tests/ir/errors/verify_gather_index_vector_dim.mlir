// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
