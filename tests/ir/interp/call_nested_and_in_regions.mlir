// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// func.call chains (main -> quad -> double) and calls from inside while, if, case, reduce and sort regions;
// a callee without results or arguments that only holds a check.
module {
  func.func @main() {
    %x = stablehlo.constant dense<3> : tensor<i32>
    %q = func.call @quad(%x) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %q, dense<12> : tensor<i32>
    func.call @check_only() : () -> ()
    %p = stablehlo.constant dense<true> : tensor<i1>
    %i = "stablehlo.if"(%p) ({
      %d = func.call @double(%x) : (tensor<i32>) -> tensor<i32>
      stablehlo.return %d : tensor<i32>
    }, {
      stablehlo.return %x : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    check.expect_eq_const %i, dense<6> : tensor<i32>
    %c = "stablehlo.case"(%x) ({
      stablehlo.return %x : tensor<i32>
    }, {
      %d = func.call @quad(%x) : (tensor<i32>) -> tensor<i32>
      stablehlo.return %d : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %c, dense<12> : tensor<i32>
    %v = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.reduce(%v init: %z) across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
     reducer(%a: tensor<i32>, %b: tensor<i32>)  {
      %db = func.call @double(%b) : (tensor<i32>) -> tensor<i32>
      %da = func.call @double(%a) : (tensor<i32>) -> tensor<i32>
      %sum = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %sum : tensor<i32>
    }
    check.expect_eq_const %s, dense<6> : tensor<i32>
    %w = stablehlo.while(%n = %z) : tensor<i32>
     cond {
      %lim = stablehlo.constant dense<40> : tensor<i32>
      %cc = stablehlo.compare  LT, %n, %lim,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %cc : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n1 = stablehlo.add %n, %one : tensor<i32>
      %n4 = func.call @quad(%n1) : (tensor<i32>) -> tensor<i32>
      stablehlo.return %n4 : tensor<i32>
    }
    check.expect_eq_const %w, dense<84> : tensor<i32>
    return
  }
  func.func private @quad(%a: tensor<i32>) -> tensor<i32> {
    %b = func.call @double(%a) : (tensor<i32>) -> tensor<i32>
    %c = func.call @double(%b) : (tensor<i32>) -> tensor<i32>
    return %c : tensor<i32>
  }
  func.func private @double(%a: tensor<i32>) -> tensor<i32> {
    %b = stablehlo.add %a, %a : tensor<i32>
    return %b : tensor<i32>
  }
  func.func private @check_only() {
    %k = stablehlo.constant dense<7> : tensor<i8>
    check.expect_eq_const %k, dense<7> : tensor<i8>
    return
  }
}
