// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// case executes exactly one branch: the other branches hold checks that fail if run; a case without results;
// and a case inside a while, driving a small state machine 0 -> 2 -> 1 -> 3 (then the loop stops).
module {
  func.func @main() {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %x = stablehlo.constant dense<9> : tensor<i32>
    "stablehlo.case"(%one) ({
      check.expect_eq_const %x, dense<0> : tensor<i32>
      stablehlo.return
    }, {
      check.expect_eq_const %x, dense<9> : tensor<i32>
      stablehlo.return
    }, {
      check.expect_eq_const %x, dense<2> : tensor<i32>
      stablehlo.return
    }) : (tensor<i32>) -> ()
    %s0 = stablehlo.constant dense<0> : tensor<i32>
    %p0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%s = %s0, %path = %p0) : tensor<i32>, tensor<i32>
     cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %c = stablehlo.compare  NE, %s, %three,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %next = "stablehlo.case"(%s) ({
        %n = stablehlo.constant dense<2> : tensor<i32>
        stablehlo.return %n : tensor<i32>
      }, {
        %n = stablehlo.constant dense<3> : tensor<i32>
        stablehlo.return %n : tensor<i32>
      }, {
        %n = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %n : tensor<i32>
      }, {
        check.expect_eq_const %s, dense<-1> : tensor<i32>
        stablehlo.return %s : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      %ten = stablehlo.constant dense<10> : tensor<i32>
      %p10 = stablehlo.multiply %path, %ten : tensor<i32>
      %p2 = stablehlo.add %p10, %next : tensor<i32>
      stablehlo.return %next, %p2 : tensor<i32>, tensor<i32>
    }
    check.expect_eq_const %r#0, dense<3> : tensor<i32>
    check.expect_eq_const %r#1, dense<213> : tensor<i32>
    return
  }
}
