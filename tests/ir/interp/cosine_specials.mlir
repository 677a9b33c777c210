// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cosine: IEEE-754 special cases (cos(+-0) = 1, cos(+-inf) = NaN, NaN propagates), a denormal and f32(pi).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45, 3.1415927]> : tensor<7xf32>
    %y2 = stablehlo.cosine %x1 : tensor<7xf32>
    %e3 = stablehlo.constant dense<[1.0, 1.0, 0x7FC00000, 0x7FC00000, 0x7FC00000, 1.0, -1.0]> : tensor<7xf32>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<7xf32>, tensor<7xf32>
    return
  }
}
