// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert keeps NaN as NaN across float types, and converting to the same type is the identity
// (bits of a NaN payload, -0.0 and denormals unchanged).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7FC00000]> : tensor<1xf32>
    %y2 = stablehlo.convert %x1 : (tensor<1xf32>) -> tensor<1xf64>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<1xf64>) -> tensor<1xui64>
    check.expect_eq_const %bits3, dense<[0x7FF8000000000000]> : tensor<1xui64>  // [0x7FF8000000000000]
    %x4 = stablehlo.constant dense<[-1.5, -0.0, 1.0e-45]> : tensor<3xf32>
    %y5 = stablehlo.convert %x4 : (tensor<3xf32>) -> tensor<3xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %bits6, dense<[0xBFC00000, 0x80000000, 0x00000001]> : tensor<3xui32>  // [-1.5, -0.0, 1.401298464324817e-45]
    %x7 = stablehlo.constant dense<[-9223372036854775808]> : tensor<1xi64>
    %y8 = stablehlo.convert %x7 : (tensor<1xi64>) -> tensor<1xi64>
    check.expect_eq_const %y8, dense<[-9223372036854775808]> : tensor<1xi64>
    %x9 = stablehlo.constant dense<[6.0e-08, -0.0]> : tensor<2xf16>
    %y10 = stablehlo.convert %x9 : (tensor<2xf16>) -> tensor<2xf16>
    %bits11 = stablehlo.bitcast_convert %y10 : (tensor<2xf16>) -> tensor<2xui16>
    check.expect_eq_const %bits11, dense<[0x0001, 0x8000]> : tensor<2xui16>  // [5.960464477539063e-08, -0.0]
    return
  }
}
