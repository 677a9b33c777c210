// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert integer -> narrower integer keeps the low bits (two's complement wrap-around). The spec allows either
// wrapping or saturation (implementation-defined); XLA wraps (LLVM trunc), and so is expected here.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[300, -129, 128, 255, -1, 65543]> : tensor<6xi32>
    %y2 = stablehlo.convert %x1 : (tensor<6xi32>) -> tensor<6xi8>
    check.expect_eq_const %y2, dense<[44, 127, -128, -1, -1, 7]> : tensor<6xi8>
    %x3 = stablehlo.constant dense<[4294967301, -2147483649, 2147483648]> : tensor<3xi64>
    %y4 = stablehlo.convert %x3 : (tensor<3xi64>) -> tensor<3xi32>
    check.expect_eq_const %y4, dense<[5, 2147483647, -2147483648]> : tensor<3xi32>
    %x5 = stablehlo.constant dense<[70000, -1]> : tensor<2xi32>
    %y6 = stablehlo.convert %x5 : (tensor<2xi32>) -> tensor<2xui16>
    check.expect_eq_const %y6, dense<[4464, 65535]> : tensor<2xui16>
    %x7 = stablehlo.constant dense<[4294967295, 256]> : tensor<2xui32>
    %y8 = stablehlo.convert %x7 : (tensor<2xui32>) -> tensor<2xui8>
    check.expect_eq_const %y8, dense<[255, 0]> : tensor<2xui8>
    %x9 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
    %y10 = stablehlo.convert %x9 : (tensor<1xui64>) -> tensor<1xi16>
    check.expect_eq_const %y10, dense<[-1]> : tensor<1xi16>
    return
  }
}
