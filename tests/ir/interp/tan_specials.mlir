// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// tan: IEEE-754 special cases (tan(+-0) = +-0, tan(+-inf) = NaN, NaN), tiny denormals and f32(pi/4) -> 1.0.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.7853982]> : tensor<5xf32>
    %y2 = stablehlo.tan %x1 : tensor<5xf32>
    %e3 = stablehlo.constant dense<[0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000, 1.0]> : tensor<5xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<5xf32>, tensor<5xf32>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, 1.0e-45, -1.0e-45]> : tensor<4xf32>
    %y5 = stablehlo.tan %x4 : tensor<4xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf32>) -> tensor<4xui32>
    check.expect_eq_const %bits6, dense<[0x80000000, 0x00000000, 0x00000001, 0x80000001]> : tensor<4xui32>
    return
  }
}
