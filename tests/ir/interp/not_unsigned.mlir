// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// not on unsigned integers flips all N bits: x -> 2^N - 1 - x, for ui8, ui16, ui32 and ui64.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[0, 255, 0x0F, 0xA5]> : tensor<4xui8>
    %na = stablehlo.not %a : tensor<4xui8>
    check.expect_eq_const %na, dense<[255, 0, 0xF0, 0x5A]> : tensor<4xui8>
    %b = stablehlo.constant dense<[0, 65535, 1]> : tensor<3xui16>
    %nb = stablehlo.not %b : tensor<3xui16>
    check.expect_eq_const %nb, dense<[65535, 0, 65534]> : tensor<3xui16>
    %c = stablehlo.constant dense<[0, 0x80000000]> : tensor<2xui32>
    %nc = stablehlo.not %c : tensor<2xui32>
    check.expect_eq_const %nc, dense<[4294967295, 0x7FFFFFFF]> : tensor<2xui32>
    %d = stablehlo.constant dense<[0, 18446744073709551615, 0x0123456789ABCDEF]> : tensor<3xui64>
    %nd = stablehlo.not %d : tensor<3xui64>
    check.expect_eq_const %nd, dense<[18446744073709551615, 0, 0xFEDCBA9876543210]> : tensor<3xui64>
    return
  }
}
