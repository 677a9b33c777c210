// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// clamp on unsigned integers compares unsigned (ui8 200 is above 100, not negative), with a rank-0
// min and a tensor max; also a rank-0 operand.
module {
  func.func @main() {
    %lo = stablehlo.constant dense<10> : tensor<ui8>
    %x = stablehlo.constant dense<[0, 200, 50, 255]> : tensor<4xui8>
    %hi = stablehlo.constant dense<[100, 100, 100, 255]> : tensor<4xui8>
    %r = stablehlo.clamp %lo, %x, %hi : (tensor<ui8>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    check.expect_eq_const %r, dense<[10, 100, 50, 255]> : tensor<4xui8>
    %a = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %b = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %rc = stablehlo.clamp %a, %c, %b : tensor<ui64>
    check.expect_eq_const %rc, dense<9223372036854775808> : tensor<ui64>
    return
  }
}
