// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce propagates IEEE special values whatever the order: a NaN in a maximum reduction gives NaN (IEEE maximum),
// inf + -inf in a sum gives NaN, a sum of +inf and finite values is +inf, and a sum of only -0.0 with init -0.0 is -0.0.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1.0, 0x7FC00000, 3.0], [1.0, 0xFF800000, 0x7F800000], [0x7F800000, 5.0, -1.0]]> : tensor<3x3xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %emx = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0x7F800000]> : tensor<3xf32>
    check.expect_close %mx, %emx, max_ulp_difference = 0 : tensor<3xf32>, tensor<3xf32>
    %sm = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %esm = stablehlo.constant dense<[0x7FC00000, 0x7FC00000, 0x7F800000]> : tensor<3xf32>
    check.expect_close %sm, %esm, max_ulp_difference = 0 : tensor<3xf32>, tensor<3xf32>
    %nz = stablehlo.constant dense<[-0.0, -0.0]> : tensor<2xf32>
    %nzi = stablehlo.constant dense<-0.0> : tensor<f32>
    %snz = stablehlo.reduce(%nz init: %nzi) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %bnz = stablehlo.bitcast_convert %snz : (tensor<f32>) -> tensor<ui32>
    check.expect_eq_const %bnz, dense<0x80000000> : tensor<ui32>
    return
  }
}
