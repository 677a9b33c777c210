// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// concatenate with size-0 operands (they contribute nothing), all operands empty, a single operand (identity),
// and i1 / f16 element types (bits kept).
module {
  func.func @main() {
    %e = stablehlo.constant dense<> : tensor<0x2xi1>
    %t = stablehlo.constant dense<[[true, false]]> : tensor<1x2xi1>
    %r = stablehlo.concatenate %e, %t, %e, dim = 0 : (tensor<0x2xi1>, tensor<1x2xi1>, tensor<0x2xi1>) -> tensor<1x2xi1>
    check.expect_eq_const %r, dense<[[true, false]]> : tensor<1x2xi1>
    %ee = stablehlo.concatenate %e, %e, dim = 0 : (tensor<0x2xi1>, tensor<0x2xi1>) -> tensor<0x2xi1>
    check.expect_eq_const %ee, dense<> : tensor<0x2xi1>
    %h = stablehlo.constant dense<[0x7E01, -0.0]> : tensor<2xf16>
    %s = stablehlo.concatenate %h, dim = 0 : (tensor<2xf16>) -> tensor<2xf16>
    %sb = stablehlo.bitcast_convert %s : (tensor<2xf16>) -> tensor<2xui16>
    check.expect_eq_const %sb, dense<[0x7E01, 0x8000]> : tensor<2xui16>
    return
  }
}
