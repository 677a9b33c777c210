// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// and on unsigned integers is bitwise AND at every width, up to the maximum values.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[255, 240, 170]> : tensor<3xui8>
    %y2 = stablehlo.constant dense<[15, 60, 85]> : tensor<3xui8>
    %r3 = stablehlo.and %x1, %y2 : tensor<3xui8>
    check.expect_eq_const %r3, dense<[15, 48, 0]> : tensor<3xui8>
    %x4 = stablehlo.constant dense<[65535, 65280]> : tensor<2xui16>
    %y5 = stablehlo.constant dense<[255, 4080]> : tensor<2xui16>
    %r6 = stablehlo.and %x4, %y5 : tensor<2xui16>
    check.expect_eq_const %r6, dense<[255, 3840]> : tensor<2xui16>
    %x7 = stablehlo.constant dense<[4294967295, 2147483649]> : tensor<2xui32>
    %y8 = stablehlo.constant dense<[2147483647, 2147483648]> : tensor<2xui32>
    %r9 = stablehlo.and %x7, %y8 : tensor<2xui32>
    check.expect_eq_const %r9, dense<[2147483647, 2147483648]> : tensor<2xui32>
    %x10 = stablehlo.constant dense<[18446744073709551615, 81985529216486895]> : tensor<2xui64>
    %y11 = stablehlo.constant dense<[9223372036854775808, 18364758544493064720]> : tensor<2xui64>
    %r12 = stablehlo.and %x10, %y11 : tensor<2xui64>
    check.expect_eq_const %r12, dense<[9223372036854775808, 0]> : tensor<2xui64>
    return
  }
}
