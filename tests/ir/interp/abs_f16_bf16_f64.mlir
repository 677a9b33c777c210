// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// abs in f16, bf16 and f64, including the largest finite value, the smallest denormal and -0.0
// (bits checked: abs only clears the sign bit).
module {
  func.func @main() {
    %h = stablehlo.constant dense<[-65504.0, 0x8001, -0.0, 0xFC00, 2.5]> : tensor<5xf16>
    %rh = stablehlo.abs %h : tensor<5xf16>
    %bh = stablehlo.bitcast_convert %rh : (tensor<5xf16>) -> tensor<5xui16>
    check.expect_eq_const %bh, dense<[0x7BFF, 0x0001, 0x0000, 0x7C00, 0x4100]> : tensor<5xui16>
    %b = stablehlo.constant dense<[0xFF7F, 0x8001, -0.0, 0xFFC0, -3.0]> : tensor<5xbf16>
    %rb = stablehlo.abs %b : tensor<5xbf16>
    %bb = stablehlo.bitcast_convert %rb : (tensor<5xbf16>) -> tensor<5xui16>
    check.expect_eq_const %bb, dense<[0x7F7F, 0x0001, 0x0000, 0x7FC0, 0x4040]> : tensor<5xui16>
    %d = stablehlo.constant dense<[0xFFEFFFFFFFFFFFFF, 0x8000000000000001, -0.0, -1.0e300]> : tensor<4xf64>
    %rd = stablehlo.abs %d : tensor<4xf64>
    %bd = stablehlo.bitcast_convert %rd : (tensor<4xf64>) -> tensor<4xui64>
    check.expect_eq_const %bd, dense<[0x7FEFFFFFFFFFFFFF, 0x0000000000000001, 0x0000000000000000, 0x7E37E43C8800759C]> : tensor<4xui64>
    return
  }
}
