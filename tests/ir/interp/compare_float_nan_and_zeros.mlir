// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// compare with compare_type FLOAT uses IEEE quiet comparisons: every comparison with a NaN is false except NE,
// -0.0 == +0.0, a denormal is greater than zero, inf == inf.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[0x7FC00000, 0x7FC00000, 1.0, -0.0, 1.0, 0xFF800000, 1.0e-45, 0x7F800000]> : tensor<8xf32>
    %y2 = stablehlo.constant dense<[0x7FC00000, 1.0, 0x7FC00000, 0.0, 2.0, 0x7F800000, 0.0, 0x7F800000]> : tensor<8xf32>
    %eq3 = stablehlo.compare  EQ, %x1, %y2,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    check.expect_eq_const %eq3, dense<[false, false, false, true, false, false, false, true]> : tensor<8xi1>
    %ne4 = stablehlo.compare  NE, %x1, %y2,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    check.expect_eq_const %ne4, dense<[true, true, true, false, true, true, true, false]> : tensor<8xi1>
    %lt5 = stablehlo.compare  LT, %x1, %y2,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    check.expect_eq_const %lt5, dense<[false, false, false, false, true, true, false, false]> : tensor<8xi1>
    %le6 = stablehlo.compare  LE, %x1, %y2,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    check.expect_eq_const %le6, dense<[false, false, false, true, true, true, false, true]> : tensor<8xi1>
    %gt7 = stablehlo.compare  GT, %x1, %y2,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    check.expect_eq_const %gt7, dense<[false, false, false, false, false, false, true, false]> : tensor<8xi1>
    %ge8 = stablehlo.compare  GE, %x1, %y2,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    check.expect_eq_const %ge8, dense<[false, false, false, true, false, false, true, true]> : tensor<8xi1>
    return
  }
}
