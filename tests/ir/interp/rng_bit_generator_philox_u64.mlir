// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rng_bit_generator PHILOX with a 3-element state (key = state[0], 128-bit counter = (state[1], state[2])): each
// Philox-4x32-10 block yields two ui64 values, the counter advances by the number of blocks; a counter whose low
// word is 2^64 - 1 carries into the high word. Expected: a Python transcription of XLA's PhiloxBitGenerator
// (prng.cc, rng_bit_generator_expander.cc), whose Philox4x32-10 reproduces Random123's known-answer vectors.
module {
  func.func @main() {
    %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
    %st, %o = stablehlo.rng_bit_generator %s, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui64>)
    check.expect_eq_const %st, dense<[1, 4, 3]> : tensor<3xui64>
    check.expect_eq_const %o, dense<[[5869932932755744586, 13107052260063114245], [8234580641674714347, 2641225993340350124]]> : tensor<2x2xui64>
    %c = stablehlo.constant dense<[0, 18446744073709551615, 0]> : tensor<3xui64>
    %stc, %oc = stablehlo.rng_bit_generator %c, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2xui64>)
    check.expect_eq_const %stc, dense<[0, 0, 1]> : tensor<3xui64>
    check.expect_eq_const %oc, dense<[16121083535431726157, 2725032171008731857]> : tensor<2xui64>
    return
  }
}
