// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// clamp on floats is minimum(maximum(x, min), max) with IEEE-754 maximum/minimum: a NaN operand or bound gives NaN,
// and signed zeros order -0 < +0, so clamp(+0, -0, 1) = +0 and clamp(-1, -0, -0) = -0. Zeros checked bitwise.
module {
  func.func @main() {
    %lo = stablehlo.constant dense<[0.0, 0x7FC00000, 0.0, -1.0]> : tensor<4xf32>
    %x = stablehlo.constant dense<[0x7FC00000, 1.0, 5.0, 0xFF800000]> : tensor<4xf32>
    %hi = stablehlo.constant dense<[1.0, 2.0, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
    %r = stablehlo.clamp %lo, %x, %hi : tensor<4xf32>
    %e = stablehlo.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, -1.0]> : tensor<4xf32>
    check.expect_close %r, %e, max_ulp_difference = 0 : tensor<4xf32>, tensor<4xf32>
    %zlo = stablehlo.constant dense<[0.0, -1.0, -0.0]> : tensor<3xf32>
    %zx = stablehlo.constant dense<[-0.0, -0.0, 0.0]> : tensor<3xf32>
    %zhi = stablehlo.constant dense<[1.0, -0.0, -0.0]> : tensor<3xf32>
    %zr = stablehlo.clamp %zlo, %zx, %zhi : tensor<3xf32>
    %zb = stablehlo.bitcast_convert %zr : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %zb, dense<[0x00000000, 0x80000000, 0x80000000]> : tensor<3xui32>
    return
  }
}
