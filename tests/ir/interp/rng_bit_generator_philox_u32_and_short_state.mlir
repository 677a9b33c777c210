// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rng_bit_generator PHILOX with ui32 output (the four 32-bit words of each block in order, 6 words from 2 blocks) and
// with a 2-element state, which XLA's expander reads as counter = (state[1], state[0]) with key state[0] and writes
// back as [key, new counter low]. Expected: a Python transcription of XLA's PhiloxBitGenerator (prng.cc).
module {
  func.func @main() {
    %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
    %st, %o = stablehlo.rng_bit_generator %s, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<6xui32>)
    check.expect_eq_const %st, dense<[1, 4, 3]> : tensor<3xui64>
    check.expect_eq_const %o, dense<[4031113034, 1366700262, 495645701, 3051723414, 89414891, 1917262711]> : tensor<6xui32>
    %s2 = stablehlo.constant dense<[5, 9]> : tensor<2xui64>
    %st2, %o2 = stablehlo.rng_bit_generator %s2, algorithm =  PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
    check.expect_eq_const %st2, dense<[5, 11]> : tensor<2xui64>
    check.expect_eq_const %o2, dense<[9389449939840073456, 7965050268458436390, 17082210336158971365]> : tensor<3xui64>
    return
  }
}
