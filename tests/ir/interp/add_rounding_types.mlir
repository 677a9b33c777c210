// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// add rounds to nearest-even in the element type: f16 2048 + 1 = 2048 (tie, even), 2048 + 3 = 2052;
// bf16 256 + 1 = 256, 256 + 3 = 260; f64 2^53 + 1 = 2^53; f16 65504 + 15 = 65504 but 65504 + 16 = 65520 is a tie that rounds to even, i.e. to inf.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2048.0, 2048.0, 65500.0, 65500.0, 0.1]> : tensor<5xf16>
    %y2 = stablehlo.constant dense<[1.0, 3.0, 15.0, 16.0, 0.2]> : tensor<5xf16>
    %r3 = stablehlo.add %x1, %y2 : tensor<5xf16>
    %e4 = stablehlo.constant dense<[2048.0, 2052.0, 65500.0, 0x7C00, 0.2998]> : tensor<5xf16>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<5xf16>, tensor<5xf16>
    %x5 = stablehlo.constant dense<[256.0, 256.0, 1.0]> : tensor<3xbf16>
    %y6 = stablehlo.constant dense<[1.0, 3.0, 0.0039]> : tensor<3xbf16>
    %r7 = stablehlo.add %x5, %y6 : tensor<3xbf16>
    %e8 = stablehlo.constant dense<[256.0, 260.0, 1.0]> : tensor<3xbf16>
    check.expect_close %r7, %e8, max_ulp_difference = 0 : tensor<3xbf16>, tensor<3xbf16>
    %x9 = stablehlo.constant dense<[9007199254740992.0, 0.1, 1.0e+308]> : tensor<3xf64>
    %y10 = stablehlo.constant dense<[1.0, 0.2, 1.0e+308]> : tensor<3xf64>
    %r11 = stablehlo.add %x9, %y10 : tensor<3xf64>
    %e12 = stablehlo.constant dense<[9007199254740992.0, 0.30000000000000004, 0x7FF0000000000000]> : tensor<3xf64>
    check.expect_close %r11, %e12, max_ulp_difference = 0 : tensor<3xf64>, tensor<3xf64>
    return
  }
}
