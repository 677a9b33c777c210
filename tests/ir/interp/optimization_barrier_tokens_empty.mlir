// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// optimization_barrier with no operands (a no-op), with a token next to tensors, and with a size-0 tensor;
// the values that come out are used by later ops.
module {
  func.func @main() {
    stablehlo.optimization_barrier()
    %t = stablehlo.after_all  : !stablehlo.token
    %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
    %e = stablehlo.constant dense<> : tensor<0x2xf16>
    %r:3 = stablehlo.optimization_barrier %x, %t, %e : tensor<3xi32>, !stablehlo.token, tensor<0x2xf16>
    %y = stablehlo.add %r#0, %r#0 : tensor<3xi32>
    check.expect_eq_const %y, dense<[2, 4, 6]> : tensor<3xi32>
    %t2 = stablehlo.after_all %r#1 : !stablehlo.token
    check.expect_eq_const %r#2, dense<> : tensor<0x2xf16>
    return
  }
}
