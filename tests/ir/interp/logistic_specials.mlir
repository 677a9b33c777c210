// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// logistic = 1 / (1 + exp(-x)): logistic(+-0) = 0.5, (+inf) = 1, (-inf) = 0, NaN; f32 saturation to 1.0 at x = 20.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0x7FC00000, 20.0, 100.0]> : tensor<6xf32>
    %y2 = stablehlo.logistic %x1 : tensor<6xf32>
    %e3 = stablehlo.constant dense<[0.5, 0.5, 1.0, 0x7FC00000, 1.0, 1.0]> : tensor<6xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    %x4 = stablehlo.constant dense<[0xFF800000]> : tensor<1xf32>
    %y5 = stablehlo.logistic %x4 : tensor<1xf32>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<1xf32>) -> tensor<1xui32>
    check.expect_eq_const %bits6, dense<[0x00000000]> : tensor<1xui32>
    return
  }
}
