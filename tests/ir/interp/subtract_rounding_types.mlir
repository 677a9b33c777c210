// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// subtract in f16, bf16 and f64 rounds to nearest-even in the type: 1 - 2^-12 in f16 is a tie -> 1.0,
// bf16 1 - 2^-9 -> 1.0, catastrophic cancellation in f64 is exact (Sterbenz).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, 1.0, -65500.0]> : tensor<3xf16>
    %y2 = stablehlo.constant dense<[0.0002441, 0.0004883, 32.0]> : tensor<3xf16>
    %r3 = stablehlo.subtract %x1, %y2 : tensor<3xf16>
    %e4 = stablehlo.constant dense<[1.0, 0.9995, 0xFC00]> : tensor<3xf16>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<3xf16>, tensor<3xf16>
    %x5 = stablehlo.constant dense<[1.0, 1.0, 3.0e+38]> : tensor<3xbf16>
    %y6 = stablehlo.constant dense<[0.00195, 0.0039, -3.0e+38]> : tensor<3xbf16>
    %r7 = stablehlo.subtract %x5, %y6 : tensor<3xbf16>
    %e8 = stablehlo.constant dense<[1.0, 0.996, 0x7F80]> : tensor<3xbf16>
    check.expect_close %r7, %e8, max_ulp_difference = 0 : tensor<3xbf16>, tensor<3xbf16>
    %x9 = stablehlo.constant dense<[1.0000000000000002, 0.3, 1.0e-308]> : tensor<3xf64>
    %y10 = stablehlo.constant dense<[1.0, 0.1, 2.0e-308]> : tensor<3xf64>
    %r11 = stablehlo.subtract %x9, %y10 : tensor<3xf64>
    %e12 = stablehlo.constant dense<[2.220446049250313e-16, 0.19999999999999998, -1.0e-308]> : tensor<3xf64>
    check.expect_close %r11, %e12, max_ulp_difference = 0 : tensor<3xf64>, tensor<3xf64>
    return
  }
}
