// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// remainder in f64 (spec's test: 17.1 % 3 = 2.1000000000000014, exact since fmod is exact), f16 and bf16.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[17.1, -17.1, 17.1, -17.1, 1.0e+300]> : tensor<5xf64>
    %y2 = stablehlo.constant dense<[3.0, 3.0, -3.0, -3.0, 3.0]> : tensor<5xf64>
    %r3 = stablehlo.remainder %x1, %y2 : tensor<5xf64>
    %e4 = stablehlo.constant dense<[2.1000000000000014, -2.1000000000000014, 2.1000000000000014, -2.1000000000000014, 0.0]> : tensor<5xf64>
    check.expect_close %r3, %e4, max_ulp_difference = 0 : tensor<5xf64>, tensor<5xf64>
    %x5 = stablehlo.constant dense<[65500.0, 7.5, -0.3]> : tensor<3xf16>
    %y6 = stablehlo.constant dense<[10.0, 2.0, 0.125]> : tensor<3xf16>
    %r7 = stablehlo.remainder %x5, %y6 : tensor<3xf16>
    %e8 = stablehlo.constant dense<[4.0, 1.5, -0.05005]> : tensor<3xf16>
    check.expect_close %r7, %e8, max_ulp_difference = 0 : tensor<3xf16>, tensor<3xf16>
    %x9 = stablehlo.constant dense<[3.0e+38, 7.5]> : tensor<2xbf16>
    %y10 = stablehlo.constant dense<[7.0, -2.0]> : tensor<2xbf16>
    %r11 = stablehlo.remainder %x9, %y10 : tensor<2xbf16>
    %e12 = stablehlo.constant dense<[2.0, 1.5]> : tensor<2xbf16>
    check.expect_close %r11, %e12, max_ulp_difference = 0 : tensor<2xbf16>, tensor<2xbf16>
    return
  }
}
