// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce in other element types: i1 with and / or, ui8 max (unsigned order), f16 min, and i64 multiply (wraps: 2^32 * 2^32 = 0).
module {
  func.func @main() {
    %b = stablehlo.constant dense<[[true, true, false], [true, true, true]]> : tensor<2x3xi1>
    %t = stablehlo.constant dense<true> : tensor<i1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %all = stablehlo.reduce(%b init: %t) applies stablehlo.and across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
    check.expect_eq_const %all, dense<[false, true]> : tensor<2xi1>
    %any = stablehlo.reduce(%b init: %f) applies stablehlo.or across dimensions = [0] : (tensor<2x3xi1>, tensor<i1>) -> tensor<3xi1>
    check.expect_eq_const %any, dense<[true, true, true]> : tensor<3xi1>
    %u = stablehlo.constant dense<[1, 255, 128, 7]> : tensor<4xui8>
    %u0 = stablehlo.constant dense<0> : tensor<ui8>
    %umax = stablehlo.reduce(%u init: %u0) applies stablehlo.maximum across dimensions = [0] : (tensor<4xui8>, tensor<ui8>) -> tensor<ui8>
    check.expect_eq_const %umax, dense<255> : tensor<ui8>
    %h = stablehlo.constant dense<[2.5, -65504.0, 0x0001]> : tensor<3xf16>
    %hinf = stablehlo.constant dense<0x7C00> : tensor<f16>
    %hmin = stablehlo.reduce(%h init: %hinf) applies stablehlo.minimum across dimensions = [0] : (tensor<3xf16>, tensor<f16>) -> tensor<f16>
    check.expect_eq_const %hmin, dense<-65504.0> : tensor<f16>
    %p = stablehlo.constant dense<[4294967296, 4294967296, 3]> : tensor<3xi64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %prod = stablehlo.reduce(%p init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    check.expect_eq_const %prod, dense<0> : tensor<i64>
    return
  }
}
