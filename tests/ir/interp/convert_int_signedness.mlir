// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert between signed and unsigned integers: widening sign-extends signed sources and zero-extends unsigned ones;
// same-width conversion reinterprets the bits (out-of-range values wrap, as XLA does).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-1, -128, 127]> : tensor<3xi8>
    %y2 = stablehlo.convert %x1 : (tensor<3xi8>) -> tensor<3xui8>
    check.expect_eq_const %y2, dense<[255, 128, 127]> : tensor<3xui8>
    %x3 = stablehlo.constant dense<[255, 128]> : tensor<2xui8>
    %y4 = stablehlo.convert %x3 : (tensor<2xui8>) -> tensor<2xi8>
    check.expect_eq_const %y4, dense<[-1, -128]> : tensor<2xi8>
    %x5 = stablehlo.constant dense<[-1, -2147483648]> : tensor<2xi32>
    %y6 = stablehlo.convert %x5 : (tensor<2xi32>) -> tensor<2xui64>
    check.expect_eq_const %y6, dense<[18446744073709551615, 18446744071562067968]> : tensor<2xui64>
    %x7 = stablehlo.constant dense<[4294967295, 2147483648]> : tensor<2xui32>
    %y8 = stablehlo.convert %x7 : (tensor<2xui32>) -> tensor<2xi64>
    check.expect_eq_const %y8, dense<[4294967295, 2147483648]> : tensor<2xi64>
    %x9 = stablehlo.constant dense<[-2]> : tensor<1xi16>
    %y10 = stablehlo.convert %x9 : (tensor<1xi16>) -> tensor<1xi64>
    check.expect_eq_const %y10, dense<[-2]> : tensor<1xi64>
    %x11 = stablehlo.constant dense<[65535]> : tensor<1xui16>
    %y12 = stablehlo.convert %x11 : (tensor<1xui16>) -> tensor<1xi32>
    check.expect_eq_const %y12, dense<[65535]> : tensor<1xi32>
    %x13 = stablehlo.constant dense<[-1]> : tensor<1xi64>
    %y14 = stablehlo.convert %x13 : (tensor<1xi64>) -> tensor<1xui32>
    check.expect_eq_const %y14, dense<[4294967295]> : tensor<1xui32>
    return
  }
}
