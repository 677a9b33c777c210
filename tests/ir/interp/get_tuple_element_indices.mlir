// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// get_tuple_element picks the element at index: every index of a 4-element tuple of different types, twice from
// the same tuple (tuples are values, reading does not consume).
module {
  func.func @main() {
    %a = stablehlo.constant dense<1> : tensor<i8>
    %b = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xbf16>
    %c = stablehlo.constant dense<[[true]]> : tensor<1x1xi1>
    %d = stablehlo.constant dense<4.5> : tensor<f16>
    %t = stablehlo.tuple %a, %b, %c, %d : tuple<tensor<i8>, tensor<2xbf16>, tensor<1x1xi1>, tensor<f16>>
    %g0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i8>, tensor<2xbf16>, tensor<1x1xi1>, tensor<f16>>) -> tensor<i8>
    %g1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i8>, tensor<2xbf16>, tensor<1x1xi1>, tensor<f16>>) -> tensor<2xbf16>
    %g2 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<i8>, tensor<2xbf16>, tensor<1x1xi1>, tensor<f16>>) -> tensor<1x1xi1>
    %g3 = stablehlo.get_tuple_element %t[3] : (tuple<tensor<i8>, tensor<2xbf16>, tensor<1x1xi1>, tensor<f16>>) -> tensor<f16>
    %g0b = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i8>, tensor<2xbf16>, tensor<1x1xi1>, tensor<f16>>) -> tensor<i8>
    check.expect_eq_const %g0, dense<1> : tensor<i8>
    check.expect_eq_const %g1, dense<[2.0, 3.0]> : tensor<2xbf16>
    check.expect_eq_const %g2, dense<true> : tensor<1x1xi1>
    check.expect_eq_const %g3, dense<4.5> : tensor<f16>
    check.expect_eq %g0b, %g0 : tensor<i8>
    return
  }
}
