// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision keeps NaNs NaN even when their payload lies only in mantissa bits that are dropped (0x7F800001
// truncated to 2 or 7 mantissa bits would otherwise become an infinity); infinities stay infinities. The spec
// example keeps NaN as NaN; XLA explicitly preserves NaN in reduce_precision.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0x7F800001, 0xFF800001, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
    %a = stablehlo.reduce_precision %x, format = e5m2 : tensor<4xf32>
    %b = stablehlo.reduce_precision %x, format = e8m7 : tensor<4xf32>
    %na = stablehlo.compare  NE, %a, %a,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %nb = stablehlo.compare  NE, %b, %b,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    check.expect_eq_const %na, dense<[true, true, true, false]> : tensor<4xi1>
    check.expect_eq_const %nb, dense<[true, true, true, false]> : tensor<4xi1>
    %h = stablehlo.constant dense<[0x7C01, 0x7C00]> : tensor<2xf16>
    %c = stablehlo.reduce_precision %h, format = e5m2 : tensor<2xf16>
    %nc = stablehlo.compare  NE, %c, %c,  FLOAT : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
    check.expect_eq_const %nc, dense<[true, false]> : tensor<2xi1>
    return
  }
}
