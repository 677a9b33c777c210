// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// get_tuple_element chains into nested tuples ((a, (b, (c))) -> c) and returns a whole inner tuple that is then
// indexed again.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %b = stablehlo.constant dense<5.0> : tensor<f32>
    %c = stablehlo.constant dense<-9> : tensor<i64>
    %t3 = stablehlo.tuple %c : tuple<tensor<i64>>
    %t2 = stablehlo.tuple %b, %t3 : tuple<tensor<f32>, tuple<tensor<i64>>>
    %t1 = stablehlo.tuple %a, %t2 : tuple<tensor<2xi32>, tuple<tensor<f32>, tuple<tensor<i64>>>>
    %x = stablehlo.get_tuple_element %t1[1] : (tuple<tensor<2xi32>, tuple<tensor<f32>, tuple<tensor<i64>>>>) -> tuple<tensor<f32>, tuple<tensor<i64>>>
    %y = stablehlo.get_tuple_element %x[1] : (tuple<tensor<f32>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
    %z = stablehlo.get_tuple_element %y[0] : (tuple<tensor<i64>>) -> tensor<i64>
    check.expect_eq_const %z, dense<-9> : tensor<i64>
    %w = stablehlo.get_tuple_element %x[0] : (tuple<tensor<f32>, tuple<tensor<i64>>>) -> tensor<f32>
    check.expect_eq_const %w, dense<5.0> : tensor<f32>
    %v = stablehlo.get_tuple_element %t1[0] : (tuple<tensor<2xi32>, tuple<tensor<f32>, tuple<tensor<i64>>>>) -> tensor<2xi32>
    check.expect_eq_const %v, dense<[1, 2]> : tensor<2xi32>
    return
  }
}
