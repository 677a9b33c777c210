// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// popcnt on signed integers counts the set bits of the two's complement pattern (-1 has N bits set,
// the minimum value one); spec example [0, 1, 2, 127] -> [0, 1, 1, 7] in i64.
module {
  func.func @main() {
    %e = stablehlo.constant dense<[0, 1, 2, 127]> : tensor<4xi64>
    %re = stablehlo.popcnt %e : tensor<4xi64>
    check.expect_eq_const %re, dense<[0, 1, 1, 7]> : tensor<4xi64>
    %a = stablehlo.constant dense<[-1, -128, 127, 0, 0x55]> : tensor<5xi8>
    %ra = stablehlo.popcnt %a : tensor<5xi8>
    check.expect_eq_const %ra, dense<[8, 1, 7, 0, 4]> : tensor<5xi8>
    %b = stablehlo.constant dense<[-1, -32768]> : tensor<2xi16>
    %rb = stablehlo.popcnt %b : tensor<2xi16>
    check.expect_eq_const %rb, dense<[16, 1]> : tensor<2xi16>
    %d = stablehlo.constant dense<[-1, -9223372036854775808, 9223372036854775807]> : tensor<3xi64>
    %rd = stablehlo.popcnt %d : tensor<3xi64>
    check.expect_eq_const %rd, dense<[64, 1, 63]> : tensor<3xi64>
    return
  }
}
