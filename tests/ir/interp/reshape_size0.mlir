// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reshape of size-0 tensors between shapes with zeros in different places; and 8 ui8 bytes reshaped 2x2x2.
module {
  func.func @main() {
    %e = stablehlo.constant dense<> : tensor<0x3xf32>
    %f = stablehlo.reshape %e : (tensor<0x3xf32>) -> tensor<3x0x2xf32>
    check.expect_eq_const %f, dense<> : tensor<3x0x2xf32>
    %g = stablehlo.reshape %f : (tensor<3x0x2xf32>) -> tensor<0xf32>
    check.expect_eq_const %g, dense<> : tensor<0xf32>
    %u = stablehlo.constant dense<[255, 1, 2, 3, 4, 5, 6, 128]> : tensor<8xui8>
    %v = stablehlo.reshape %u : (tensor<8xui8>) -> tensor<2x2x2xui8>
    check.expect_eq_const %v, dense<[[[255, 1], [2, 3]], [[4, 5], [6, 128]]]> : tensor<2x2x2xui8>
    return
  }
}
