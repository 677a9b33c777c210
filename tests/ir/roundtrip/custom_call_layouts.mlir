// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.custom_call @with_layouts(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.custom_call @lapack_dgesdd_ffi(%0) {api_version = 4 : i32, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}
