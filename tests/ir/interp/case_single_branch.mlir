// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// case with a single branch: N - 1 = 0 is the last branch, so every index (0, 5, -7) runs it; its result carries a
// value captured from outside the case.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[2.5, -1.0]> : tensor<2xf64>
    %i0 = stablehlo.constant dense<0> : tensor<i32>
    %i5 = stablehlo.constant dense<5> : tensor<i32>
    %im = stablehlo.constant dense<-7> : tensor<i32>
    %a = "stablehlo.case"(%i0) ({
      %m = stablehlo.multiply %x, %x : tensor<2xf64>
      stablehlo.return %m : tensor<2xf64>
    }) : (tensor<i32>) -> tensor<2xf64>
    check.expect_eq_const %a, dense<[6.25, 1.0]> : tensor<2xf64>
    %b = "stablehlo.case"(%i5) ({
      %m = stablehlo.multiply %x, %x : tensor<2xf64>
      stablehlo.return %m : tensor<2xf64>
    }) : (tensor<i32>) -> tensor<2xf64>
    check.expect_eq_const %b, dense<[6.25, 1.0]> : tensor<2xf64>
    %c = "stablehlo.case"(%im) ({
      stablehlo.return %x : tensor<2xf64>
    }) : (tensor<i32>) -> tensor<2xf64>
    check.expect_eq %c, %x : tensor<2xf64>
    return
  }
}
