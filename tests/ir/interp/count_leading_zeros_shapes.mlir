// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// count_leading_zeros on rank-0 and size-0 tensors.
module {
  func.func @main() {
    %s = stablehlo.constant dense<0x0000F000> : tensor<ui32>
    %rs = stablehlo.count_leading_zeros %s : tensor<ui32>
    check.expect_eq_const %rs, dense<16> : tensor<ui32>
    %e = stablehlo.constant dense<> : tensor<0xi16>
    %re = stablehlo.count_leading_zeros %e : tensor<0xi16>
    check.expect_eq_const %re, dense<> : tensor<0xi16>
    return
  }
}
