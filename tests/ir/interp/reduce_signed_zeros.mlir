// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce with maximum / minimum over signed zeros: IEEE maximum(-0, +0) = +0 and minimum = -0 whichever order the
// implementation-defined schedule uses, so max over [-0, +0, -0] is +0 and min over [+0, -0, +0] is -0. Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[-0.0, 0.0, -0.0]> : tensor<3xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %bmx = stablehlo.bitcast_convert %mx : (tensor<f32>) -> tensor<ui32>
    check.expect_eq_const %bmx, dense<0x00000000> : tensor<ui32>
    %y = stablehlo.constant dense<[0.0, -0.0, 0.0]> : tensor<3xf64>
    %inf = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %mn = stablehlo.reduce(%y init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %bmn = stablehlo.bitcast_convert %mn : (tensor<f64>) -> tensor<ui64>
    check.expect_eq_const %bmn, dense<0x8000000000000000> : tensor<ui64>
    return
  }
}
