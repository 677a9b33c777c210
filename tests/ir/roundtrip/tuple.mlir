// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<2xf32>, %arg2: !stablehlo.token) -> (tuple<tensor<i32>, tuple<tensor<2xf32>, !stablehlo.token>>, tensor<2xf32>, tuple<>, tensor<i32>) {
    %0 = stablehlo.tuple %arg1, %arg2 : tuple<tensor<2xf32>, !stablehlo.token>
    %1 = stablehlo.tuple %arg0, %0 : tuple<tensor<i32>, tuple<tensor<2xf32>, !stablehlo.token>>
    %2 = stablehlo.get_tuple_element %1[1] : (tuple<tensor<i32>, tuple<tensor<2xf32>, !stablehlo.token>>) -> tuple<tensor<2xf32>, !stablehlo.token>
    %3 = stablehlo.get_tuple_element %2[0] : (tuple<tensor<2xf32>, !stablehlo.token>) -> tensor<2xf32>
    %4 = stablehlo.tuple  : tuple<>
    %5 = stablehlo.get_tuple_element %1[0] : (tuple<tensor<i32>, tuple<tensor<2xf32>, !stablehlo.token>>) -> tensor<i32>
    return %1, %3, %4, %5 : tuple<tensor<i32>, tuple<tensor<2xf32>, !stablehlo.token>>, tensor<2xf32>, tuple<>, tensor<i32>
  }
}
