// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// floor (roundToIntegralTowardNegative): results in [0, 1) keep +0.0, -0.0 stays -0.0, negative
// denormals go to -1.0. Spec example values plus denormals; checked bitwise.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-0.8166, -0.253, 0.253, 0.8166, 2.0, -2.5, 1.0e-45, -1.0e-45, -0.0]> : tensor<9xf32>
    %y2 = stablehlo.floor %x1 : tensor<9xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<9xf32>) -> tensor<9xui32>
    check.expect_eq_const %bits3, dense<[0xBF800000, 0xBF800000, 0x00000000, 0x00000000, 0x40000000, 0xC0400000, 0x00000000, 0xBF800000, 0x80000000]> : tensor<9xui32>
    return
  }
}
