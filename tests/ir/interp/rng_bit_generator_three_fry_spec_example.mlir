// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rng_bit_generator THREE_FRY, the spec example: initial_state [1, 2], 2x2 ui64 output ->
// output_state [1, 6], output [[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]].
// (XLA's Threefry-2x32, 20 rounds: key = state[0], counter = state[1] + linear index, state[1] += element count.)
module {
  func.func @main() {
    %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
    %state, %out = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
    check.expect_eq_const %state, dense<[1, 6]> : tensor<2xui64>
    check.expect_eq_const %out, dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
    return
  }
}
