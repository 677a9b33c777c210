// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<3xi64>, %arg3: tensor<1x1xi32>, %arg4: tensor<3x4x2xi32>, %arg5: tensor<2x3x2xi64>) -> (tensor<2x3xf32>, tensor<1xi64>, tensor<2x3x2x2xi32>) {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    %1 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1>}> : (tensor<3xi64>, tensor<1x1xi32>) -> tensor<1xi64>
    %2 = "stablehlo.gather"(%arg4, %arg5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
    return %0, %1, %2 : tensor<2x3xf32>, tensor<1xi64>, tensor<2x3x2x2xi32>
  }
}
