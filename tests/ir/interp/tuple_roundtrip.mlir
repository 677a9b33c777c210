// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tuple packs values of different types; get_tuple_element returns each one unchanged (spec example ([1.0, 2.0], (3))).
module {
  func.func @main() {
    %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %s = stablehlo.constant dense<3> : tensor<i32>
    %inner = stablehlo.tuple %s : tuple<tensor<i32>>
    %t = stablehlo.tuple %v, %inner : tuple<tensor<2xf32>, tuple<tensor<i32>>>
    %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
    check.expect_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
    %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
    %c = stablehlo.get_tuple_element %b[0] : (tuple<tensor<i32>>) -> tensor<i32>
    check.expect_eq_const %c, dense<3> : tensor<i32>
    return
  }
}
