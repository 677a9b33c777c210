// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// and on i1 is logical AND: the full truth table.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
    %y2 = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
    %r3 = stablehlo.and %x1, %y2 : tensor<4xi1>
    check.expect_eq_const %r3, dense<[true, false, false, false]> : tensor<4xi1>
    return
  }
}
