// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// iota in f16 and bf16 past the range where every integer is representable: each element is its index rounded to
// nearest-even in the type (f16: 2049 -> 2048, 2051 -> 2052; bf16: 257 -> 256, 259 -> 260), not a running sum.
module {
  func.func @main() {
    %h = stablehlo.iota dim = 0 : tensor<2052xf16>
    %hs = stablehlo.slice %h [2046:2052] : (tensor<2052xf16>) -> tensor<6xf16>
    check.expect_eq_const %hs, dense<[2046.0, 2047.0, 2048.0, 2048.0, 2050.0, 2052.0]> : tensor<6xf16>
    %b = stablehlo.iota dim = 1 : tensor<2x261xbf16>
    %bs = stablehlo.slice %b [1:2, 254:261] : (tensor<2x261xbf16>) -> tensor<1x7xbf16>
    check.expect_eq_const %bs, dense<[[254.0, 255.0, 256.0, 256.0, 258.0, 260.0, 260.0]]> : tensor<1x7xbf16>
    %f = stablehlo.iota dim = 0 : tensor<16777219xf32>
    %fs = stablehlo.slice %f [16777215:16777219] : (tensor<16777219xf32>) -> tensor<4xf32>
    check.expect_eq_const %fs, dense<[16777215.0, 16777216.0, 16777216.0, 16777218.0]> : tensor<4xf32>
    return
  }
}
