// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_eq on floats is IEEE equality (conformance README): +0.0 == -0.0 passes, infinities and denormals
// equal themselves; f16, bf16 and f64 too.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[0.0, 0x7F800000, 0xFF800000, 1.0e-45, 3.0]> : tensor<5xf32>
    %b = stablehlo.constant dense<[-0.0, 0x7F800000, 0xFF800000, 1.0e-45, 3.0]> : tensor<5xf32>
    check.expect_eq %a, %b : tensor<5xf32>
    %h = stablehlo.constant dense<[-0.0, 65504.0]> : tensor<2xf16>
    %k = stablehlo.constant dense<[0.0, 65504.0]> : tensor<2xf16>
    check.expect_eq %h, %k : tensor<2xf16>
    %x = stablehlo.constant dense<[0.1, 5.0e-324]> : tensor<2xf64>
    %y = stablehlo.constant dense<[0.1, 5.0e-324]> : tensor<2xf64>
    check.expect_eq %x, %y : tensor<2xf64>
    %c = stablehlo.constant dense<1.5> : tensor<bf16>
    check.expect_eq %c, %c : tensor<bf16>
    return
  }
}
