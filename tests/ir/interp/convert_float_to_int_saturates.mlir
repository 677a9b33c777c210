// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert float -> signed integer out of range: the spec leaves it TBD (#180); this follows XLA
// (ElementalIrEmitter kConvert): values <= INT_MIN give INT_MIN, values >= INT_MAX give INT_MAX, NaN gives 0.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[3000000000.0, -3000000000.0, 0x7F800000, 0xFF800000, 0x7FC00000, 2147483600.0, -2147484000.0]> : tensor<7xf32>
    %y2 = stablehlo.convert %x1 : (tensor<7xf32>) -> tensor<7xi32>
    check.expect_eq_const %y2, dense<[2147483647, -2147483648, 2147483647, -2147483648, 0, 2147483647, -2147483648]> : tensor<7xi32>
    %x3 = stablehlo.constant dense<[200.0, -200.0, 0x7FC00000, 128.0, -129.0]> : tensor<5xf32>
    %y4 = stablehlo.convert %x3 : (tensor<5xf32>) -> tensor<5xi8>
    check.expect_eq_const %y4, dense<[127, -128, 0, 127, -128]> : tensor<5xi8>
    %x5 = stablehlo.constant dense<[1.0e+19, -1.0e+19, 0x7FF8000000000000, 9.223372036854776e+18, 0x7FF0000000000000]> : tensor<5xf64>
    %y6 = stablehlo.convert %x5 : (tensor<5xf64>) -> tensor<5xi64>
    check.expect_eq_const %y6, dense<[9223372036854775807, -9223372036854775808, 0, 9223372036854775807, 9223372036854775807]> : tensor<5xi64>
    %x7 = stablehlo.constant dense<[65500.0, -65500.0, 0x7C00]> : tensor<3xf16>
    %y8 = stablehlo.convert %x7 : (tensor<3xf16>) -> tensor<3xi16>
    check.expect_eq_const %y8, dense<[32767, -32768, 32767]> : tensor<3xi16>
    return
  }
}
