// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_close with min_ulp_difference requires the values to differ by at least that many ULPs, so these pass
// only if the distance is computed exactly: 2 ULPs between 1.0 and 1 + 2^-22; across zero the distance is the sum of
// both magnitudes (+1e-45 vs -1e-45: 2 ULPs); 1.0 vs 2.0 in f32 is 2^23 ULPs.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 1.0e-45]> : tensor<2xf32>
    %b = stablehlo.constant dense<[1.00000024, -1.0e-45]> : tensor<2xf32>
    check.expect_close %a, %b, max_ulp_difference = 2, min_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    %d = stablehlo.constant dense<2.0> : tensor<f32>
    check.expect_close %c, %d, max_ulp_difference = 8388608, min_ulp_difference = 8388608 : tensor<f32>, tensor<f32>
    %h = stablehlo.constant dense<[0x0001]> : tensor<1xf16>
    %k = stablehlo.constant dense<[0x8003]> : tensor<1xf16>
    check.expect_close %h, %k, max_ulp_difference = 4, min_ulp_difference = 4 : tensor<1xf16>, tensor<1xf16>
    return
  }
}
