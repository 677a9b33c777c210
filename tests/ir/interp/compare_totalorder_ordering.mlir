// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// compare with compare_type TOTALORDER orders by IEEE totalOrder: -NaN < -inf < negative < positive < +inf < +NaN.
// Only pairs whose answer does not depend on how "totalOrder combined with compareQuietEqual" treats equal
// values are used here (see compare_totalorder_zeros_nan_xla.mlir for -0/+0 and NaN == NaN).
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0xFF800000, -1.0, 1.0, 2.0, -1.0e-45, -3.0e+38]> : tensor<6xf32>
    %y2 = stablehlo.constant dense<[-1.0, 1.0, 0x7F800000, 2.0, 1.0e-45, 0xFF800000]> : tensor<6xf32>
    %ne3 = stablehlo.compare  NE, %x1, %y2,  TOTALORDER : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    check.expect_eq_const %ne3, dense<[true, true, true, false, true, true]> : tensor<6xi1>
    %lt4 = stablehlo.compare  LT, %x1, %y2,  TOTALORDER : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    check.expect_eq_const %lt4, dense<[true, true, true, false, true, false]> : tensor<6xi1>
    %gt5 = stablehlo.compare  GT, %x1, %y2,  TOTALORDER : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    check.expect_eq_const %gt5, dense<[false, false, false, false, false, true]> : tensor<6xi1>
    %x6 = stablehlo.constant dense<[0xFFC00000, 0x7FC00000, 0x7FC00000, 0xFF800000, 1.0]> : tensor<5xf32>
    %y7 = stablehlo.constant dense<[0xFF800000, 0x7F800000, 1.0, 0xFFC00000, 0x7FC00000]> : tensor<5xf32>
    %lt8 = stablehlo.compare  LT, %x6, %y7,  TOTALORDER : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    check.expect_eq_const %lt8, dense<[true, false, false, false, true]> : tensor<5xi1>
    %gt9 = stablehlo.compare  GT, %x6, %y7,  TOTALORDER : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    check.expect_eq_const %gt9, dense<[false, true, true, true, false]> : tensor<5xi1>
    return
  }
}
