// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_eq_const against a dense literal: integers of every width in decimal and hex spellings, a splat
// literal for a whole tensor, and i1.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[255, 0]> : tensor<2xui8>
    check.expect_eq_const %a, dense<[0xFF, 0x00]> : tensor<2xui8>
    %b = stablehlo.constant dense<-9223372036854775808> : tensor<2x2xi64>
    check.expect_eq_const %b, dense<[[-9223372036854775808, -9223372036854775808], [-9223372036854775808, -9223372036854775808]]> : tensor<2x2xi64>
    %c = stablehlo.constant dense<[[1, 1, 1]]> : tensor<1x3xi32>
    check.expect_eq_const %c, dense<1> : tensor<1x3xi32>
    %d = stablehlo.constant dense<[true, true]> : tensor<2xi1>
    check.expect_eq_const %d, dense<true> : tensor<2xi1>
    %e = stablehlo.constant dense<[4294967295, 65535]> : tensor<2xui32>
    check.expect_eq_const %e, dense<[0xFFFFFFFF, 0x0000FFFF]> : tensor<2xui32>
    return
  }
}
