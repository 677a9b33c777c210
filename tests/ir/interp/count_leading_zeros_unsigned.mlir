// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// count_leading_zeros on unsigned integers of every width; the top bit set gives 0.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[0, 255, 16, 1]> : tensor<4xui8>
    %ra = stablehlo.count_leading_zeros %a : tensor<4xui8>
    check.expect_eq_const %ra, dense<[8, 0, 3, 7]> : tensor<4xui8>
    %b = stablehlo.constant dense<[0, 0x8000, 0x00FF]> : tensor<3xui16>
    %rb = stablehlo.count_leading_zeros %b : tensor<3xui16>
    check.expect_eq_const %rb, dense<[16, 0, 8]> : tensor<3xui16>
    %c = stablehlo.constant dense<[4294967295, 1, 0]> : tensor<3xui32>
    %rc = stablehlo.count_leading_zeros %c : tensor<3xui32>
    check.expect_eq_const %rc, dense<[0, 31, 32]> : tensor<3xui32>
    %d = stablehlo.constant dense<[0, 0x8000000000000000, 1]> : tensor<3xui64>
    %rd = stablehlo.count_leading_zeros %d : tensor<3xui64>
    check.expect_eq_const %rd, dense<[64, 0, 63]> : tensor<3xui64>
    return
  }
}
