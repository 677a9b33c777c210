// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert to and from i1 (spec): false -> 0 and true -> 1 in every type; a zero value (incl. -0.0) -> false and any
// non-zero value (incl. NaN and denormals) -> true.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %y2 = stablehlo.convert %x1 : (tensor<2xi1>) -> tensor<2xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %bits3, dense<[0x3F800000, 0x00000000]> : tensor<2xui32>  // [1.0, 0.0]
    %x4 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %y5 = stablehlo.convert %x4 : (tensor<2xi1>) -> tensor<2xi32>
    check.expect_eq_const %y5, dense<[1, 0]> : tensor<2xi32>
    %x6 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %y7 = stablehlo.convert %x6 : (tensor<2xi1>) -> tensor<2xui64>
    check.expect_eq_const %y7, dense<[1, 0]> : tensor<2xui64>
    %x8 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %y9 = stablehlo.convert %x8 : (tensor<2xi1>) -> tensor<2xbf16>
    %bits10 = stablehlo.bitcast_convert %y9 : (tensor<2xbf16>) -> tensor<2xui16>
    check.expect_eq_const %bits10, dense<[0x3F80, 0x0000]> : tensor<2xui16>  // [1.0, 0.0]
    %x11 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %y12 = stablehlo.convert %x11 : (tensor<2xi1>) -> tensor<2xi8>
    check.expect_eq_const %y12, dense<[1, 0]> : tensor<2xi8>
    %x13 = stablehlo.constant dense<[0.0, -0.0, 0x7FC00000, 1.0e-45, -2.5, 0x7F800000]> : tensor<6xf32>
    %y14 = stablehlo.convert %x13 : (tensor<6xf32>) -> tensor<6xi1>
    check.expect_eq_const %y14, dense<[false, false, true, true, true, true]> : tensor<6xi1>
    %x15 = stablehlo.constant dense<[0, 2, -1, -2147483648]> : tensor<4xi32>
    %y16 = stablehlo.convert %x15 : (tensor<4xi32>) -> tensor<4xi1>
    check.expect_eq_const %y16, dense<[false, true, true, true]> : tensor<4xi1>
    %x17 = stablehlo.constant dense<[0, 255, 128]> : tensor<3xui8>
    %y18 = stablehlo.convert %x17 : (tensor<3xui8>) -> tensor<3xi1>
    check.expect_eq_const %y18, dense<[false, true, true]> : tensor<3xi1>
    %x19 = stablehlo.constant dense<[6.0e-08, -0.0]> : tensor<2xf16>
    %y20 = stablehlo.convert %x19 : (tensor<2xf16>) -> tensor<2xi1>
    check.expect_eq_const %y20, dense<[true, false]> : tensor<2xi1>
    %x21 = stablehlo.constant dense<[5.0e-324, 0.0]> : tensor<2xf64>
    %y22 = stablehlo.convert %x21 : (tensor<2xf64>) -> tensor<2xi1>
    check.expect_eq_const %y22, dense<[true, false]> : tensor<2xi1>
    return
  }
}
