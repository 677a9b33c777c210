// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<3x2xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<2xf32>
    check.expect_almost_eq %arg0, %0 : tensor<2xf32>
    check.expect_almost_eq %arg1, %arg1 : tensor<3x2xbf16>
    return
  }
}
