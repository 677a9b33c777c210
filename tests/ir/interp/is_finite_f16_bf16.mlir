// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// is_finite on f16 and bf16 (65504 is f16's largest finite value, 0x7C00 its +inf; 0x7F80 is bf16's
// +inf) and on a size-0 tensor.
module {
  func.func @main() {
    %h = stablehlo.constant dense<[65504.0, 0x7C00, 0xFC00, 0x7E00, 0x0001, -0.0]> : tensor<6xf16>
    %rh = stablehlo.is_finite %h : (tensor<6xf16>) -> tensor<6xi1>
    check.expect_eq_const %rh, dense<[true, false, false, false, true, true]> : tensor<6xi1>
    %b = stablehlo.constant dense<[0x7F7F, 0x7F80, 0xFF80, 0xFFC0, 0x0001]> : tensor<5xbf16>
    %rb = stablehlo.is_finite %b : (tensor<5xbf16>) -> tensor<5xi1>
    check.expect_eq_const %rb, dense<[true, false, false, false, true]> : tensor<5xi1>
    %e = stablehlo.constant dense<> : tensor<0xf32>
    %re = stablehlo.is_finite %e : (tensor<0xf32>) -> tensor<0xi1>
    check.expect_eq_const %re, dense<> : tensor<0xi1>
    return
  }
}
