// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// slice of a 3-D tensor picking one plane, and slices of f16 bits (NaN payloads kept) and i1.
module {
  func.func @main() {
    %i = stablehlo.iota dim = 0 : tensor<24xi32>
    %x = stablehlo.reshape %i : (tensor<24xi32>) -> tensor<2x3x4xi32>
    %p = stablehlo.slice %x [1:2, 0:3:2, 1:4:2] : (tensor<2x3x4xi32>) -> tensor<1x2x2xi32>
    check.expect_eq_const %p, dense<[[[13, 15], [21, 23]]]> : tensor<1x2x2xi32>
    %h = stablehlo.constant dense<[0x7E01, -0.0, 1.0, 0x7C00]> : tensor<4xf16>
    %hs = stablehlo.slice %h [0:4:3] : (tensor<4xf16>) -> tensor<2xf16>
    %hb = stablehlo.bitcast_convert %hs : (tensor<2xf16>) -> tensor<2xui16>
    check.expect_eq_const %hb, dense<[0x7E01, 0x7C00]> : tensor<2xui16>
    %b = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
    %bs = stablehlo.slice %b [1:4:2] : (tensor<4xi1>) -> tensor<2xi1>
    check.expect_eq_const %bs, dense<[false, true]> : tensor<2xi1>
    return
  }
}
