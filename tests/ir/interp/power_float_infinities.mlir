// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// power with infinite bases and exponents (IEEE-754 pow / C99 Annex F): (-inf)^3 = -inf, (-inf)^-3 = -0, (-inf)^2 = inf,
// (-inf)^0.5 = inf, (+-0)^-inf = inf, 0.5^-inf = inf, 2^inf = inf, (-2)^huge even = inf, (-1)^huge even = 1,
// (-0)^-2 = inf, (-0)^0.5 = +0. Signed zeros checked bitwise.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0xFF800000, 0xFF800000, 0xFF800000, 0.0, -0.0, 0.5, 2.0, -2.0, -1.0, -0.0]> : tensor<10xf32>
    %y = stablehlo.constant dense<[3.0, 2.0, 0.5, 0xFF800000, 0xFF800000, 0xFF800000, 0x7F800000, 1.0e10, 1.0e30, -2.0]> : tensor<10xf32>
    %r = stablehlo.power %x, %y : tensor<10xf32>
    check.expect_eq_const %r, dense<[0xFF800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 1.0, 0x7F800000]> : tensor<10xf32>
    %a = stablehlo.constant dense<[0xFF800000, -0.0, 0x7F800000]> : tensor<3xf32>
    %b = stablehlo.constant dense<[-3.0, 0.5, -0.5]> : tensor<3xf32>
    %s = stablehlo.power %a, %b : tensor<3xf32>
    %sb = stablehlo.bitcast_convert %s : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %sb, dense<[0x80000000, 0x00000000, 0x00000000]> : tensor<3xui32>
    return
  }
}
