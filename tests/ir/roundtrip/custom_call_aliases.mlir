// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x3xf64>, %arg1: tensor<2xf32>) -> (tensor<3x3xf64>, tensor<2xf32>) {
    %0 = stablehlo.custom_call @in_place(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.custom_call @apply(%arg1) {called_computations = [@helper]} : (tensor<2xf32>) -> tensor<2xf32>
    return %0, %1 : tensor<3x3xf64>, tensor<2xf32>
  }
  func.func private @helper(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}
