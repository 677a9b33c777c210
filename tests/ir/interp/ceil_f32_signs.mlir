// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// ceil (roundToIntegralTowardPositive): results in (-1, 0) are -0.0, denormals round to 1.0 or -0.0.
// Spec example values plus denormals; checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-0.8166, -0.253, 0.253, 0.8166, 2.0, -2.5, 1.0e-45, -1.0e-45]> : tensor<8xf32>
    %y2 = stablehlo.ceil %x1 : tensor<8xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<8xf32>) -> tensor<8xui32>
    check.expect_eq_const %bits3, dense<[0x80000000, 0x80000000, 0x3F800000, 0x3F800000, 0x40000000, 0xC0000000, 0x3F800000, 0x80000000]> : tensor<8xui32>
    return
  }
}
