// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// nested if whose branches use values defined outside (implicit capture) and compute their own predicates:
// sign classification of -3 -> -1, 0 -> 0, 5 -> 1 through two levels of if, via a helper function.
module {
  func.func @main() {
    %a = stablehlo.constant dense<-3> : tensor<i32>
    %b = stablehlo.constant dense<0> : tensor<i32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %ra = func.call @classify(%a) : (tensor<i32>) -> tensor<i32>
    %rb = func.call @classify(%b) : (tensor<i32>) -> tensor<i32>
    %rc = func.call @classify(%c) : (tensor<i32>) -> tensor<i32>
    check.expect_eq_const %ra, dense<-1> : tensor<i32>
    check.expect_eq_const %rb, dense<0> : tensor<i32>
    check.expect_eq_const %rc, dense<1> : tensor<i32>
    return
  }
  func.func private @classify(%x: tensor<i32>) -> tensor<i32> {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %neg = stablehlo.compare  LT, %x, %zero,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %r = "stablehlo.if"(%neg) ({
      %m = stablehlo.constant dense<-1> : tensor<i32>
      stablehlo.return %m : tensor<i32>
    }, {
      %isz = stablehlo.compare  EQ, %x, %zero,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %inner = "stablehlo.if"(%isz) ({
        stablehlo.return %zero : tensor<i32>
      }, {
        %p = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %p : tensor<i32>
      }) : (tensor<i1>) -> tensor<i32>
      stablehlo.return %inner : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    return %r : tensor<i32>
  }
}
