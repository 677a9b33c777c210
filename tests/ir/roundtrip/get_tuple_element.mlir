// RUN: juxla print %s
module {
  func.func @main(%arg0: tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token) {
    %0 = stablehlo.get_tuple_element %arg0[0] : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<2xf32>
    %1 = stablehlo.get_tuple_element %arg0[1] : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
    %2 = stablehlo.get_tuple_element %1[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
    %3 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<i32>, !stablehlo.token>) -> !stablehlo.token
    return %0, %2, %3 : tensor<2xf32>, tensor<i32>, !stablehlo.token
  }
}
