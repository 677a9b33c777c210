// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tuples as function arguments and results: a callee unpacks a (f64, i64) pair, swaps and transforms the parts and
// returns a new tuple; float bits survive the packing.
module {
  func.func @main() {
    %d = stablehlo.constant dense<-0.0> : tensor<f64>
    %n = stablehlo.constant dense<41> : tensor<i64>
    %t = stablehlo.tuple %d, %n : tuple<tensor<f64>, tensor<i64>>
    %r = func.call @swap_inc(%t) : (tuple<tensor<f64>, tensor<i64>>) -> tuple<tensor<i64>, tensor<f64>>
    %a = stablehlo.get_tuple_element %r[0] : (tuple<tensor<i64>, tensor<f64>>) -> tensor<i64>
    %b = stablehlo.get_tuple_element %r[1] : (tuple<tensor<i64>, tensor<f64>>) -> tensor<f64>
    check.expect_eq_const %a, dense<42> : tensor<i64>
    %bb = stablehlo.bitcast_convert %b : (tensor<f64>) -> tensor<ui64>
    check.expect_eq_const %bb, dense<0x8000000000000000> : tensor<ui64>
    return
  }
  func.func private @swap_inc(%t: tuple<tensor<f64>, tensor<i64>>) -> tuple<tensor<i64>, tensor<f64>> {
    %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f64>, tensor<i64>>) -> tensor<f64>
    %y = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f64>, tensor<i64>>) -> tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %y1 = stablehlo.add %y, %one : tensor<i64>
    %r = stablehlo.tuple %y1, %x : tuple<tensor<i64>, tensor<f64>>
    return %r : tuple<tensor<i64>, tensor<f64>>
  }
}
