// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// if executes exactly one branch: checks inside the branch not taken would fail if run; those in the taken branch
// pass. Also an if without results, used only for the checks inside it.
module {
  func.func @main() {
    %t = stablehlo.constant dense<true> : tensor<i1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %x = stablehlo.constant dense<4> : tensor<i32>
    %r = "stablehlo.if"(%t) ({
      check.expect_eq_const %x, dense<4> : tensor<i32>
      stablehlo.return %x : tensor<i32>
    }, {
      check.expect_eq_const %x, dense<-4> : tensor<i32>
      stablehlo.return %x : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    check.expect_eq_const %r, dense<4> : tensor<i32>
    "stablehlo.if"(%f) ({
      check.expect_eq_const %x, dense<100> : tensor<i32>
      stablehlo.return
    }, {
      check.expect_eq_const %x, dense<4> : tensor<i32>
      stablehlo.return
    }) : (tensor<i1>) -> ()
    return
  }
}
