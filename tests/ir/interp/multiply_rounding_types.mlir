// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// multiply rounds to nearest-even in f16, bf16 and f64; f16 256 * 256 overflows to inf.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[256.0, 0.1, 3.0]> : tensor<3xf16>
    %y2 = stablehlo.constant dense<[256.0, 0.1, 0.3333]> : tensor<3xf16>
    %r3 = stablehlo.multiply %x1, %y2 : tensor<3xf16>
    %e4 = stablehlo.constant dense<[0x7C00, 0.009995, 1.0]> : tensor<3xf16>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<3xf16>, tensor<3xf16>
    %x5 = stablehlo.constant dense<[1.01, 3.0e+38, 0.1]> : tensor<3xbf16>
    %y6 = stablehlo.constant dense<[1.01, 2.0, 10.0]> : tensor<3xbf16>
    %r7 = stablehlo.multiply %x5, %y6 : tensor<3xbf16>
    %e8 = stablehlo.constant dense<[1.016, 0x7F80, 1.0]> : tensor<3xbf16>
    check.expect_close %r7, %e8, max_ulp_difference = 0 : tensor<3xbf16>, tensor<3xbf16>
    %x9 = stablehlo.constant dense<[0.1, 1.0e+200, 1.0000000000000002]> : tensor<3xf64>
    %y10 = stablehlo.constant dense<[3.0, 1.0e+200, 1.0000000000000002]> : tensor<3xf64>
    %r11 = stablehlo.multiply %x9, %y10 : tensor<3xf64>
    %e12 = stablehlo.constant dense<[0.30000000000000004, 0x7FF0000000000000, 1.0000000000000004]> : tensor<3xf64>
    check.expect_close %r11, %e12, max_ulp_difference = 0 : tensor<3xf64>, tensor<3xf64>
    return
  }
}
