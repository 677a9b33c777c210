// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// negate in f16 and bf16 (bits) and on rank-0 and size-0 tensors.
module {
  func.func @main() {
    %h = stablehlo.constant dense<[0.0, 65504.0, 0x7C00, 0x0001]> : tensor<4xf16>
    %nh = stablehlo.negate %h : tensor<4xf16>
    %bh = stablehlo.bitcast_convert %nh : (tensor<4xf16>) -> tensor<4xui16>
    check.expect_eq_const %bh, dense<[0x8000, 0xFBFF, 0xFC00, 0x8001]> : tensor<4xui16>
    %b = stablehlo.constant dense<[0.0, 0x7F7F, 0xFFC0]> : tensor<3xbf16>
    %nb = stablehlo.negate %b : tensor<3xbf16>
    %bb = stablehlo.bitcast_convert %nb : (tensor<3xbf16>) -> tensor<3xui16>
    check.expect_eq_const %bb, dense<[0x8000, 0xFF7F, 0x7FC0]> : tensor<3xui16>
    %s = stablehlo.constant dense<2.5> : tensor<f32>
    %ns = stablehlo.negate %s : tensor<f32>
    check.expect_eq_const %ns, dense<-2.5> : tensor<f32>
    %e = stablehlo.constant dense<> : tensor<0x3xi32>
    %ne = stablehlo.negate %e : tensor<0x3xi32>
    check.expect_eq_const %ne, dense<> : tensor<0x3xi32>
    return
  }
}
