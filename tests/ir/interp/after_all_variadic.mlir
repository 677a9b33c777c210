// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// after_all with zero, one and several token operands produces a token; execution of the surrounding program is
// unaffected (the tensor computed alongside keeps its value).
module {
  func.func @main() {
    %t0 = stablehlo.after_all  : !stablehlo.token
    %t1 = stablehlo.after_all %t0 : !stablehlo.token
    %t2 = stablehlo.after_all %t0, %t1, %t1 : !stablehlo.token
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %y = stablehlo.add %x, %x : tensor<2xi32>
    %t3 = stablehlo.after_all %t2 : !stablehlo.token
    check.expect_eq_const %y, dense<[2, 4]> : tensor<2xi32>
    return
  }
}
