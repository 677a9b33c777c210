// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// popcnt on unsigned integers of every width, at 0, the maximum and alternating bit patterns.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[0, 255, 0x80, 0x0F]> : tensor<4xui8>
    %ra = stablehlo.popcnt %a : tensor<4xui8>
    check.expect_eq_const %ra, dense<[0, 8, 1, 4]> : tensor<4xui8>
    %b = stablehlo.constant dense<[65535, 0x5555, 0x8001]> : tensor<3xui16>
    %rb = stablehlo.popcnt %b : tensor<3xui16>
    check.expect_eq_const %rb, dense<[16, 8, 2]> : tensor<3xui16>
    %c = stablehlo.constant dense<[4294967295, 0xAAAAAAAA, 1]> : tensor<3xui32>
    %rc = stablehlo.popcnt %c : tensor<3xui32>
    check.expect_eq_const %rc, dense<[32, 16, 1]> : tensor<3xui32>
    %d = stablehlo.constant dense<[18446744073709551615, 0x0123456789ABCDEF, 0x8000000000000000]> : tensor<3xui64>
    %rd = stablehlo.popcnt %d : tensor<3xui64>
    check.expect_eq_const %rd, dense<[64, 32, 1]> : tensor<3xui64>
    return
  }
}
