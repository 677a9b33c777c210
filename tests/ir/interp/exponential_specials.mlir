// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential: IEEE-754 special cases (e^+-0 = 1, e^inf = inf, e^-inf = +0, NaN), f32 overflow and underflow.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0x7FC00000, 89.0, 1000.0]> : tensor<6xf32>
    %y2 = stablehlo.exponential %x1 : tensor<6xf32>
    %e3 = stablehlo.constant dense<[1.0, 1.0, 0x7F800000, 0x7FC00000, 0x7F800000, 0x7F800000]> : tensor<6xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    %x4 = stablehlo.constant dense<[0xFF800000, -110.0, -1000.0]> : tensor<3xf32>
    %y5 = stablehlo.exponential %x4 : tensor<3xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %bits6, dense<[0x00000000, 0x00000000, 0x00000000]> : tensor<3xui32>
    return
  }
}
