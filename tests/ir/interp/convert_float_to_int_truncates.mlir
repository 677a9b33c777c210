// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert float -> integer truncates toward zero (spec: "the fractional part is truncated") for in-range values,
// incl. the largest f32 below 2^31 and f64 values just below 2^52.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.9, -1.9, 0.5, -0.5, -0.0, 2147483500.0, -2147483600.0, 100.99999]> : tensor<8xf32>
    %y2 = stablehlo.convert %x1 : (tensor<8xf32>) -> tensor<8xi32>
    check.expect_eq_const %y2, dense<[1, -1, 0, 0, 0, 2147483520, -2147483648, 100]> : tensor<8xi32>
    %x3 = stablehlo.constant dense<[127.9, -128.9, 1.0e-45, -0.99]> : tensor<4xf32>
    %y4 = stablehlo.convert %x3 : (tensor<4xf32>) -> tensor<4xi8>
    check.expect_eq_const %y4, dense<[127, -128, 0, 0]> : tensor<4xi8>
    %x5 = stablehlo.constant dense<[-9.5, 9.99, 4503599627370495.5, -9.223372036854776e+18, 9.223372036854775e+18]> : tensor<5xf64>
    %y6 = stablehlo.convert %x5 : (tensor<5xf64>) -> tensor<5xi64>
    check.expect_eq_const %y6, dense<[-9, 9, 4503599627370495, -9223372036854775808, 9223372036854774784]> : tensor<5xi64>
    %x7 = stablehlo.constant dense<[65500.0, -1.5, 0.000977]> : tensor<3xf16>
    %y8 = stablehlo.convert %x7 : (tensor<3xf16>) -> tensor<3xi32>
    check.expect_eq_const %y8, dense<[65504, -1, 0]> : tensor<3xi32>
    %x9 = stablehlo.constant dense<[4.61e+18, -255.0, -1.99]> : tensor<3xbf16>
    %y10 = stablehlo.convert %x9 : (tensor<3xbf16>) -> tensor<3xi64>
    check.expect_eq_const %y10, dense<[4611686018427387904, -255, -1]> : tensor<3xi64>
    return
  }
}
