// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// negate on signed integers: two's complement, so the minimum value negates to itself.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[-128, 127, 0, -1]> : tensor<4xi8>
    %na = stablehlo.negate %a : tensor<4xi8>
    check.expect_eq_const %na, dense<[-128, -127, 0, 1]> : tensor<4xi8>
    %b = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
    %nb = stablehlo.negate %b : tensor<2xi16>
    check.expect_eq_const %nb, dense<[-32768, -32767]> : tensor<2xi16>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %nc = stablehlo.negate %c : tensor<i32>
    check.expect_eq_const %nc, dense<-2147483648> : tensor<i32>
    %d = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807, 2]> : tensor<3xi64>
    %nd = stablehlo.negate %d : tensor<3xi64>
    check.expect_eq_const %nd, dense<[-9223372036854775808, -9223372036854775807, -2]> : tensor<3xi64>
    return
  }
}
