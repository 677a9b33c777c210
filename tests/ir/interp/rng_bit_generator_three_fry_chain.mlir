// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rng_bit_generator THREE_FRY with another key and counter (3 x ui64), chaining the output state of the spec example
// into a second call (the counter continues at 6), a rank-0 output whose counter wraps (2^64 - 1 + 1 = 0), and an i64
// output that is the same bits as ui64. Expected: a Python transcription of XLA's ThreeFry2x32 (rng_bit_generator_expander
// + prng.cc), checked against Random123's published known-answer vectors and the spec example above.
module {
  func.func @main() {
    %s = stablehlo.constant dense<[0x0123456789ABCDEF, 7]> : tensor<2xui64>
    %st, %o = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
    check.expect_eq_const %st, dense<[0x0123456789ABCDEF, 10]> : tensor<2xui64>
    check.expect_eq_const %o, dense<[2339419271594133015, 17135778783650969621, 11729802803130643019]> : tensor<3xui64>
    %s0 = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
    %st1, %o1 = stablehlo.rng_bit_generator %s0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
    %st2, %o2 = stablehlo.rng_bit_generator %st1, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
    check.expect_eq_const %st2, dense<[1, 8]> : tensor<2xui64>
    check.expect_eq_const %o2, dense<[16424712389986402477, 16122702161355102743]> : tensor<2xui64>
    %w = stablehlo.constant dense<[42, 18446744073709551615]> : tensor<2xui64>
    %stw, %ow = stablehlo.rng_bit_generator %w, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
    check.expect_eq_const %stw, dense<[42, 0]> : tensor<2xui64>
    check.expect_eq_const %ow, dense<6536551687978447178> : tensor<ui64>
    %sti, %oi = stablehlo.rng_bit_generator %s0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xi64>)
    %oiu = stablehlo.bitcast_convert %oi : (tensor<2x2xi64>) -> tensor<2x2xui64>
    check.expect_eq_const %oiu, dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
    return
  }
}
