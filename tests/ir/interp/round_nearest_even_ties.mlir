// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// round_nearest_even (roundToIntegralTiesToEven): ties go to the even integer (spec example
// [-2.5, 0.4, 0.5, 0.6, 2.5] -> [-2, 0, 0, 1, 2]); -0.5 -> -0.0. Bits checked.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[-2.5, 0.4, 0.5, 0.6, 2.5, -0.5, 1.5, -1.5, 3.5, -0.0]> : tensor<10xf32>
    %y2 = stablehlo.round_nearest_even %x1 : tensor<10xf32>
    %bits3 = stablehlo.bitcast_convert %y2 : (tensor<10xf32>) -> tensor<10xui32>
    check.expect_eq_const %bits3, dense<[0xC0000000, 0x00000000, 0x00000000, 0x3F800000, 0x40000000, 0x80000000, 0x40000000, 0xC0000000, 0x40800000, 0x80000000]> : tensor<10xui32>
    return
  }
}
