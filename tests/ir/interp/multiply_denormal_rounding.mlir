// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// multiply into the denormal range rounds to nearest-even without flushing: 2^-149 * 0.5 is a tie -> +0,
// 3 * 2^-149 * 0.5 = 1.5 * 2^-149 -> 2 * 2^-149, 2^-126 * 0.25 = 2^-128 exactly; f64 likewise at 2^-1074.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0e-45, 4.0e-45, 1.1754944e-38, -1.0e-45, 7.888609e-31]> : tensor<5xf32>
    %y2 = stablehlo.constant dense<[0.5, 0.5, 0.25, 0.75, 9.094947e-13]> : tensor<5xf32>
    %r3 = stablehlo.multiply %x1, %y2 : tensor<5xf32>
    %bits4 = stablehlo.bitcast_convert %r3 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %bits4, dense<[0x00000000, 0x00000002, 0x00200000, 0x80000001, 0x00000200]> : tensor<5xui32>
    %x5 = stablehlo.constant dense<[5.0e-324, 1.5e-323, 2.2250738585072014e-308]> : tensor<3xf64>
    %y6 = stablehlo.constant dense<[0.5, 0.5, 0.0009765625]> : tensor<3xf64>
    %r7 = stablehlo.multiply %x5, %y6 : tensor<3xf64>
    %bits8 = stablehlo.bitcast_convert %r7 : (tensor<3xf64>) -> tensor<3xui64>
    check.expect_eq_const %bits8, dense<[0x0000000000000000, 0x0000000000000002, 0x0000040000000000]> : tensor<3xui64>
    return
  }
}
