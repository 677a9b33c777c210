// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// rng_bit_generator output shapes: a 1x3x1 output holds the same values as a 3-element one (elements are numbered in
// row-major order; size-1 dimensions do not change the numbering), and a size-0 output leaves the state unchanged
// (the counter advances by the element count, 0). THREE_FRY and PHILOX. Expected: Python transcription of XLA's
// generators (see rng_bit_generator_three_fry_chain.mlir).
module {
  func.func @main() {
    %s = stablehlo.constant dense<[3, 4]> : tensor<2xui64>
    %st, %o = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x3x1xui64>)
    check.expect_eq_const %st, dense<[3, 7]> : tensor<2xui64>
    check.expect_eq_const %o, dense<[[[16012540478441710914], [15482341407848512611], [13600668787364812537]]]> : tensor<1x3x1xui64>
    %st0, %o0 = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<0x4xui64>)
    check.expect_eq_const %st0, dense<[3, 4]> : tensor<2xui64>
    check.expect_eq_const %o0, dense<> : tensor<0x4xui64>
    %p = stablehlo.constant dense<[3, 4, 5]> : tensor<3xui64>
    %pst, %po = stablehlo.rng_bit_generator %p, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3x1xui64>)
    check.expect_eq_const %pst, dense<[3, 6, 5]> : tensor<3xui64>
    check.expect_eq_const %po, dense<[[14813129382062151591], [12056838594403634023], [5324659576803296232]]> : tensor<3x1xui64>
    %pst0, %po0 = stablehlo.rng_bit_generator %p, algorithm =  PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<0xui32>)
    check.expect_eq_const %pst0, dense<[3, 4, 5]> : tensor<3xui64>
    return
  }
}
