// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_almost_eq without a tolerance uses the absolute tolerance 0.0001 (conformance README): differences of
// 0.00005 and 0.00009 pass; NaN matches NaN and an infinity matches the same infinity.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, -3.0, 0x7FC00000, 0x7F800000, 0xFF800000]> : tensor<5xf32>
    %b = stablehlo.constant dense<[1.00005, -3.00009, 0xFFC00001, 0x7F800000, 0xFF800000]> : tensor<5xf32>
    check.expect_almost_eq %a, %b : tensor<5xf32>
    %c = stablehlo.constant dense<[1000.0, 0.0]> : tensor<2xf64>
    %d = stablehlo.constant dense<[1000.00009, -0.00009]> : tensor<2xf64>
    check.expect_almost_eq %c, %d : tensor<2xf64>
    return
  }
}
