// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sign in f16, bf16 and f64 (spec example [NaN, -1.0, -0.0, 0.0, 1.0] in f64); bits checked where no NaN.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7FF8000000000000, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
    %y2 = stablehlo.sign %x1 : tensor<5xf64>
    %e3 = stablehlo.constant dense<[0x7FF8000000000000, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<5xf64>, tensor<5xf64>
    %x4 = stablehlo.constant dense<[-0.0, 0.0, 5.0e-324, -1.0e+300]> : tensor<4xf64>
    %y5 = stablehlo.sign %x4 : tensor<4xf64>
    %bits6 = stablehlo.bitcast_convert %y5 : (tensor<4xf64>) -> tensor<4xui64>
    check.expect_eq_const %bits6, dense<[0x8000000000000000, 0x0000000000000000, 0x3FF0000000000000, 0xBFF0000000000000]> : tensor<4xui64>
    %x7 = stablehlo.constant dense<[-0.0, 0.0, 6.0e-08, -65500.0, 0.5]> : tensor<5xf16>
    %y8 = stablehlo.sign %x7 : tensor<5xf16>
    %bits9 = stablehlo.bitcast_convert %y8 : (tensor<5xf16>) -> tensor<5xui16>
    check.expect_eq_const %bits9, dense<[0x8000, 0x0000, 0x3C00, 0xBC00, 0x3C00]> : tensor<5xui16>
    %x10 = stablehlo.constant dense<[-0.0, 0.0, 9.0e-41, -3.0e+38, -0.5]> : tensor<5xbf16>
    %y11 = stablehlo.sign %x10 : tensor<5xbf16>
    %bits12 = stablehlo.bitcast_convert %y11 : (tensor<5xbf16>) -> tensor<5xui16>
    check.expect_eq_const %bits12, dense<[0x8000, 0x0000, 0x3F80, 0xBF80, 0xBF80]> : tensor<5xui16>
    return
  }
}
