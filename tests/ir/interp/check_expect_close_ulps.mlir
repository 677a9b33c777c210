// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_close counts ULPs in the element type: neighbours are 1 ULP apart (f32, f64, f16, bf16), values 3 ULPs
// apart pass with max_ulp_difference = 3, identical values with max_ulp_difference = 0.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 0x7F7FFFFF, 0x00000001]> : tensor<3xf32>
    %b = stablehlo.constant dense<[0x3F800001, 0x7F7FFFFE, 0x00000002]> : tensor<3xf32>
    check.expect_close %a, %b, max_ulp_difference = 1 : tensor<3xf32>, tensor<3xf32>
    %c = stablehlo.constant dense<[1.0]> : tensor<1xf64>
    %d = stablehlo.constant dense<[1.0000000000000007]> : tensor<1xf64>
    check.expect_close %c, %d, max_ulp_difference = 3 : tensor<1xf64>, tensor<1xf64>
    %h = stablehlo.constant dense<[0x3C00, 0x7BFF]> : tensor<2xf16>
    %k = stablehlo.constant dense<[0x3C01, 0x7BFE]> : tensor<2xf16>
    check.expect_close %h, %k, max_ulp_difference = 1 : tensor<2xf16>, tensor<2xf16>
    %p = stablehlo.constant dense<[0x3F80]> : tensor<1xbf16>
    %q = stablehlo.constant dense<[0x3F7F]> : tensor<1xbf16>
    check.expect_close %p, %q, max_ulp_difference = 1 : tensor<1xbf16>, tensor<1xbf16>
    check.expect_close %a, %a, max_ulp_difference = 0 : tensor<3xf32>, tensor<3xf32>
    return
  }
}
