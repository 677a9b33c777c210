// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// func.call passes arguments and returns every result of the callee: a divmod of two i32 vectors returning three
// results of two types, and the same function called twice with different arguments.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[17, -17, 9]> : tensor<3xi32>
    %b = stablehlo.constant dense<[5, 5, 3]> : tensor<3xi32>
    %r:3 = func.call @divmod(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi1>)
    check.expect_eq_const %r#0, dense<[3, -3, 3]> : tensor<3xi32>
    check.expect_eq_const %r#1, dense<[2, -2, 0]> : tensor<3xi32>
    check.expect_eq_const %r#2, dense<[false, false, true]> : tensor<3xi1>
    %s:3 = func.call @divmod(%b, %b) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi1>)
    check.expect_eq_const %s#0, dense<1> : tensor<3xi32>
    check.expect_eq_const %s#2, dense<true> : tensor<3xi1>
    return
  }
  func.func private @divmod(%x: tensor<3xi32>, %y: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi1>) {
    %q = stablehlo.divide %x, %y : tensor<3xi32>
    %r = stablehlo.remainder %x, %y : tensor<3xi32>
    %z = stablehlo.constant dense<0> : tensor<3xi32>
    %e = stablehlo.compare  EQ, %r, %z,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    return %q, %r, %e : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>
  }
}
