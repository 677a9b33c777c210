// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_eq_const on floats uses IEEE equality like expect_eq: -0.0 matches 0.0, hex and decimal spellings of
// the same value match, and a decimal literal is rounded to the element type (0.1 in f16 is 0.0999755859375).
module {
  func.func @main() {
    %a = stablehlo.constant dense<[-0.0, 1.0, 0x7F800000]> : tensor<3xf32>
    check.expect_eq_const %a, dense<[0.0, 0x3F800000, 0x7F800000]> : tensor<3xf32>
    %h = stablehlo.constant dense<0x2E66> : tensor<f16>
    check.expect_eq_const %h, dense<0.1> : tensor<f16>
    check.expect_eq_const %h, dense<0.0999755859375> : tensor<f16>
    %b = stablehlo.constant dense<[0.333984375]> : tensor<1xbf16>
    check.expect_eq_const %b, dense<[0x3EAB]> : tensor<1xbf16>
    %d = stablehlo.constant dense<4.9406564584124654e-324> : tensor<f64>
    check.expect_eq_const %d, dense<0x0000000000000001> : tensor<f64>
    return
  }
}
