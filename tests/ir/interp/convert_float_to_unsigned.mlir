// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert float -> unsigned integer: truncation in range; negative values, -0.0 and NaN give 0 and values >= UINT_MAX
// give UINT_MAX (the spec leaves out-of-range TBD (#180); this follows XLA's kConvert clamping).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[255.9, 1.5, -1.5, -0.0, 0x7FC00000, 300.7, 0x7F800000, 0xFF800000]> : tensor<8xf32>
    %y2 = stablehlo.convert %x1 : (tensor<8xf32>) -> tensor<8xui8>
    check.expect_eq_const %y2, dense<[255, 1, 0, 0, 0, 255, 255, 0]> : tensor<8xui8>
    %x3 = stablehlo.constant dense<[4294967295.9, 4294967296.0, -1.0e+300, 3000000000.5]> : tensor<4xf64>
    %y4 = stablehlo.convert %x3 : (tensor<4xf64>) -> tensor<4xui32>
    check.expect_eq_const %y4, dense<[4294967295, 4294967295, 0, 3000000000]> : tensor<4xui32>
    %x5 = stablehlo.constant dense<[1.8446744073709552e+19, 9.223372036854776e+18, 1.0e+300]> : tensor<3xf64>
    %y6 = stablehlo.convert %x5 : (tensor<3xf64>) -> tensor<3xui64>
    check.expect_eq_const %y6, dense<[18446744073709551615, 9223372036854775808, 18446744073709551615]> : tensor<3xui64>
    %x7 = stablehlo.constant dense<[1.8446744e+19, 4294967300.0]> : tensor<2xf32>
    %y8 = stablehlo.convert %x7 : (tensor<2xf32>) -> tensor<2xui64>
    check.expect_eq_const %y8, dense<[18446744073709551615, 4294967296]> : tensor<2xui64>
    return
  }
}
