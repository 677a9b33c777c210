// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// compare FLOAT in f16, bf16 and f64: largest finite vs inf, denormals vs zero, NaN and signed zeros,
// neighbouring f64 values.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[65500.0, 0x7C00, 0x7E00, -0.0, 6.0e-08]> : tensor<5xf16>
    %y2 = stablehlo.constant dense<[0x7C00, 0x7C00, 0x7E00, 0.0, 0.0]> : tensor<5xf16>
    %eq3 = stablehlo.compare  EQ, %x1, %y2,  FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    check.expect_eq_const %eq3, dense<[false, true, false, true, false]> : tensor<5xi1>
    %ne4 = stablehlo.compare  NE, %x1, %y2,  FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    check.expect_eq_const %ne4, dense<[true, false, true, false, true]> : tensor<5xi1>
    %lt5 = stablehlo.compare  LT, %x1, %y2,  FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    check.expect_eq_const %lt5, dense<[true, false, false, false, false]> : tensor<5xi1>
    %le6 = stablehlo.compare  LE, %x1, %y2,  FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    check.expect_eq_const %le6, dense<[true, true, false, true, false]> : tensor<5xi1>
    %gt7 = stablehlo.compare  GT, %x1, %y2,  FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    check.expect_eq_const %gt7, dense<[false, false, false, false, true]> : tensor<5xi1>
    %ge8 = stablehlo.compare  GE, %x1, %y2,  FLOAT : (tensor<5xf16>, tensor<5xf16>) -> tensor<5xi1>
    check.expect_eq_const %ge8, dense<[false, true, false, true, true]> : tensor<5xi1>
    %x9 = stablehlo.constant dense<[9.0e-41, -3.0e+38, 0x7FC0]> : tensor<3xbf16>
    %y10 = stablehlo.constant dense<[0.0, 0xFF80, 0.0]> : tensor<3xbf16>
    %eq11 = stablehlo.compare  EQ, %x9, %y10,  FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    check.expect_eq_const %eq11, dense<[false, false, false]> : tensor<3xi1>
    %ne12 = stablehlo.compare  NE, %x9, %y10,  FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    check.expect_eq_const %ne12, dense<[true, true, true]> : tensor<3xi1>
    %lt13 = stablehlo.compare  LT, %x9, %y10,  FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    check.expect_eq_const %lt13, dense<[false, false, false]> : tensor<3xi1>
    %le14 = stablehlo.compare  LE, %x9, %y10,  FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    check.expect_eq_const %le14, dense<[false, false, false]> : tensor<3xi1>
    %gt15 = stablehlo.compare  GT, %x9, %y10,  FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    check.expect_eq_const %gt15, dense<[true, true, false]> : tensor<3xi1>
    %ge16 = stablehlo.compare  GE, %x9, %y10,  FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
    check.expect_eq_const %ge16, dense<[true, true, false]> : tensor<3xi1>
    %x17 = stablehlo.constant dense<[1.0000000000000002, 5.0e-324, -0.0]> : tensor<3xf64>
    %y18 = stablehlo.constant dense<[1.0, 0.0, 5.0e-324]> : tensor<3xf64>
    %eq19 = stablehlo.compare  EQ, %x17, %y18,  FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    check.expect_eq_const %eq19, dense<[false, false, false]> : tensor<3xi1>
    %ne20 = stablehlo.compare  NE, %x17, %y18,  FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    check.expect_eq_const %ne20, dense<[true, true, true]> : tensor<3xi1>
    %lt21 = stablehlo.compare  LT, %x17, %y18,  FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    check.expect_eq_const %lt21, dense<[false, false, true]> : tensor<3xi1>
    %le22 = stablehlo.compare  LE, %x17, %y18,  FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    check.expect_eq_const %le22, dense<[false, false, true]> : tensor<3xi1>
    %gt23 = stablehlo.compare  GT, %x17, %y18,  FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    check.expect_eq_const %gt23, dense<[true, true, false]> : tensor<3xi1>
    %ge24 = stablehlo.compare  GE, %x17, %y18,  FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    check.expect_eq_const %ge24, dense<[true, true, false]> : tensor<3xi1>
    return
  }
}
