// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// negate on unsigned integers: the spec says bitcast to signed, negate, bitcast back, i.e. 2^N - x
// modulo 2^N (0 -> 0, 1 -> max).
module {
  func.func @main() {
    %a = stablehlo.constant dense<[0, 1, 255, 128]> : tensor<4xui8>
    %na = stablehlo.negate %a : tensor<4xui8>
    check.expect_eq_const %na, dense<[0, 255, 1, 128]> : tensor<4xui8>
    %b = stablehlo.constant dense<[1, 65535]> : tensor<2xui16>
    %nb = stablehlo.negate %b : tensor<2xui16>
    check.expect_eq_const %nb, dense<[65535, 1]> : tensor<2xui16>
    %c = stablehlo.constant dense<[1, 2147483648]> : tensor<2xui32>
    %nc = stablehlo.negate %c : tensor<2xui32>
    check.expect_eq_const %nc, dense<[4294967295, 2147483648]> : tensor<2xui32>
    %d = stablehlo.constant dense<[1, 18446744073709551615]> : tensor<2xui64>
    %nd = stablehlo.negate %d : tensor<2xui64>
    check.expect_eq_const %nd, dense<[18446744073709551615, 1]> : tensor<2xui64>
    return
  }
}
