// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xi16> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi16>
    return %0 : tensor<2xi16>
  }
}
