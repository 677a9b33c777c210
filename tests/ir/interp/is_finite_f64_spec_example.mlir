// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// is_finite on f64: the spec example ([-inf, +inf, NaN, -10, -0, 0, 10]) plus the extreme
// finite and denormal values; also a rank-0 operand.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, -10.0, -0.0, 0.0, 10.0, 0x7FEFFFFFFFFFFFFF, 0x0000000000000001]> : tensor<9xf64>
    %y = stablehlo.is_finite %x : (tensor<9xf64>) -> tensor<9xi1>
    check.expect_eq_const %y, dense<[false, false, false, true, true, true, true, true, true]> : tensor<9xi1>
    %s = stablehlo.constant dense<0xFFF8000000000001> : tensor<f64>
    %t = stablehlo.is_finite %s : (tensor<f64>) -> tensor<i1>
    check.expect_eq_const %t, dense<false> : tensor<i1>
    return
  }
}
