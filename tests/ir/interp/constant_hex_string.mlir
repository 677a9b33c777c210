// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// constant in the hex-string form dense<"0x..."> holds all elements row-major, each as little-endian bytes of
// its element type (the conformance files' encoding): 0x0100000002000000 is [1, 2] : i32.
module {
  func.func @main() {
    %a = stablehlo.constant dense<"0x01000000FFFFFFFF00000080"> : tensor<3xi32>
    check.expect_eq_const %a, dense<[1, -1, -2147483648]> : tensor<3xi32>
    %f = stablehlo.constant dense<"0x0000803F000000C0"> : tensor<2xf32>
    check.expect_eq_const %f, dense<[1.0, -2.0]> : tensor<2xf32>
    %h = stablehlo.constant dense<"0x003C00C0FF7B0080"> : tensor<2x2xf16>
    %hb = stablehlo.bitcast_convert %h : (tensor<2x2xf16>) -> tensor<2x2xui16>
    check.expect_eq_const %hb, dense<[[0x3C00, 0xC000], [0x7BFF, 0x8000]]> : tensor<2x2xui16>
    return
  }
}
