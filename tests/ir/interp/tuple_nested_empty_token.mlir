// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tuples nest to any depth, may be empty, and may hold tokens and size-0 tensors next to ordinary values.
module {
  func.func @main() {
    %e = stablehlo.tuple  : tuple<>
    %tok = stablehlo.after_all  : !stablehlo.token
    %z = stablehlo.constant dense<> : tensor<0xi8>
    %u = stablehlo.constant dense<[65535, 0]> : tensor<2xui16>
    %l1 = stablehlo.tuple %u, %e, %tok : tuple<tensor<2xui16>, tuple<>, !stablehlo.token>
    %l2 = stablehlo.tuple %l1, %z : tuple<tuple<tensor<2xui16>, tuple<>, !stablehlo.token>, tensor<0xi8>>
    %l3 = stablehlo.tuple %l2 : tuple<tuple<tuple<tensor<2xui16>, tuple<>, !stablehlo.token>, tensor<0xi8>>>
    %g2 = stablehlo.get_tuple_element %l3[0] : (tuple<tuple<tuple<tensor<2xui16>, tuple<>, !stablehlo.token>, tensor<0xi8>>>) -> tuple<tuple<tensor<2xui16>, tuple<>, !stablehlo.token>, tensor<0xi8>>
    %g1 = stablehlo.get_tuple_element %g2[0] : (tuple<tuple<tensor<2xui16>, tuple<>, !stablehlo.token>, tensor<0xi8>>) -> tuple<tensor<2xui16>, tuple<>, !stablehlo.token>
    %gu = stablehlo.get_tuple_element %g1[0] : (tuple<tensor<2xui16>, tuple<>, !stablehlo.token>) -> tensor<2xui16>
    check.expect_eq_const %gu, dense<[65535, 0]> : tensor<2xui16>
    %gz = stablehlo.get_tuple_element %g2[1] : (tuple<tuple<tensor<2xui16>, tuple<>, !stablehlo.token>, tensor<0xi8>>) -> tensor<0xi8>
    check.expect_eq_const %gz, dense<> : tensor<0xi8>
    %gt = stablehlo.get_tuple_element %g1[2] : (tuple<tensor<2xui16>, tuple<>, !stablehlo.token>) -> !stablehlo.token
    %t2 = stablehlo.after_all %gt : !stablehlo.token
    return
  }
}
