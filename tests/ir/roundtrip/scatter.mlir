// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<1x125xbf16>, %arg1: tensor<1xi64>, %arg2: tensor<1xbf16>, %arg3: tensor<3x4xf32>, %arg4: tensor<2x1xi32>, %arg5: tensor<2x4xf32>) -> (tensor<1x125xbf16>, tensor<3x4xf32>) {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %2 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<1x125xbf16>, tensor<1xi64>, tensor<1xbf16>) -> tensor<1x125xbf16>
    %1 = "stablehlo.scatter"(%arg3, %arg4, %arg5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
    return %0, %1 : tensor<1x125xbf16>, tensor<3x4xf32>
  }
}
