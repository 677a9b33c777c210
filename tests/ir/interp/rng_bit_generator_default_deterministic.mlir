// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rng_bit_generator DEFAULT is implementation-defined, but the spec guarantees the output is a deterministic function
// of the initial state: two calls with the same state agree (output and new state), and the state changes.
module {
  func.func @main() {
    %s = stablehlo.constant dense<[7, 11]> : tensor<2xui64>
    %st1, %o1 = stablehlo.rng_bit_generator %s, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x3xui32>)
    %st2, %o2 = stablehlo.rng_bit_generator %s, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x3xui32>)
    check.expect_eq %o1, %o2 : tensor<4x3xui32>
    check.expect_eq %st1, %st2 : tensor<2xui64>
    %ne = stablehlo.compare  NE, %st1, %s,  UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %changed = stablehlo.reduce(%ne init: %f) applies stablehlo.or across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    check.expect_eq_const %changed, dense<true> : tensor<i1>
    return
  }
}
