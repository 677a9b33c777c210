// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// minimum on i1 is logical AND (spec); in f16/bf16/f64 it is exact and propagates NaN.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
    %y2 = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
    %r3 = stablehlo.minimum %x1, %y2 : tensor<4xi1>
    check.expect_eq_const %r3, dense<[true, false, false, false]> : tensor<4xi1>
    %x4 = stablehlo.constant dense<[-65500.0, 0x7E00, -0.5]> : tensor<3xf16>
    %y5 = stablehlo.constant dense<[0xFC00, 1.0, -0.25]> : tensor<3xf16>
    %r6 = stablehlo.minimum %x4, %y5 : tensor<3xf16>
    %e7 = stablehlo.constant dense<[0xFC00, 0x7E00, -0.5]> : tensor<3xf16>
    check.expect_close %r6, %e7, max_ulp_difference = 0 : tensor<3xf16>, tensor<3xf16>
    %x8 = stablehlo.constant dense<[-9.0e-41, 0x7FC0, 3.0e+38]> : tensor<3xbf16>
    %y9 = stablehlo.constant dense<[0.0, 1.0, 0x7F80]> : tensor<3xbf16>
    %r10 = stablehlo.minimum %x8, %y9 : tensor<3xbf16>
    %e11 = stablehlo.constant dense<[-9.0e-41, 0x7FC0, 3.0e+38]> : tensor<3xbf16>
    check.expect_close %r10, %e11, max_ulp_difference = 0 : tensor<3xbf16>, tensor<3xbf16>
    %x12 = stablehlo.constant dense<[-5.0e-324, 0x7FF8000000000000, 1.0000000000000002]> : tensor<3xf64>
    %y13 = stablehlo.constant dense<[0.0, 2.0, 1.0]> : tensor<3xf64>
    %r14 = stablehlo.minimum %x12, %y13 : tensor<3xf64>
    %e15 = stablehlo.constant dense<[-5.0e-324, 0x7FF8000000000000, 1.0]> : tensor<3xf64>
    check.expect_close %r14, %e15, max_ulp_difference = 0 : tensor<3xf64>, tensor<3xf64>
    return
  }
}
