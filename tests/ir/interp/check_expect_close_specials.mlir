// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_close distance rules for special values (conformance README): two NaNs of any sign and payload are
// 0 apart, +0.0 and -0.0 are 0 apart, an infinity is 0 from itself; the largest max_ulp_difference accepts finite values
// of opposite signs.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[0x7FC00000, 0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
    %b = stablehlo.constant dense<[0xFFC12345, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
    check.expect_close %a, %b, max_ulp_difference = 0 : tensor<4xf32>, tensor<4xf32>
    %c = stablehlo.constant dense<[0x7FEFFFFFFFFFFFFF]> : tensor<1xf64>
    %d = stablehlo.constant dense<[0xFFEFFFFFFFFFFFFF]> : tensor<1xf64>
    check.expect_close %c, %d, max_ulp_difference = 18446744073709551615 : tensor<1xf64>, tensor<1xf64>
    %h = stablehlo.constant dense<[0x7E00, 0x8000]> : tensor<2xf16>
    %k = stablehlo.constant dense<[0x7C01, 0x0000]> : tensor<2xf16>
    check.expect_close %h, %k, max_ulp_difference = 0 : tensor<2xf16>, tensor<2xf16>
    return
  }
}
