// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// custom_call @check.expect_close passes when every element is within 0..3 ULPs in its own type (conformance README):
// values 3 ULPs apart, +0 vs -0 (distance 0), two different NaNs (distance 0), and f16 neighbours.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 0.0, 0x7FC00000, 1.0e-45]> : tensor<4xf32>
    %b = stablehlo.constant dense<[1.00000036, -0.0, 0xFFC00001, 4.0e-45]> : tensor<4xf32>
    stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    %h = stablehlo.constant dense<[1.0, 65504.0]> : tensor<2xf16>
    %k = stablehlo.constant dense<[1.001, 65440.0]> : tensor<2xf16>
    stablehlo.custom_call @check.expect_close(%h, %k) {has_side_effect = true} : (tensor<2xf16>, tensor<2xf16>) -> ()
    return
  }
}
