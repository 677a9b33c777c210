// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.map"(%arg0) <{dimensions = array<i64: 1, 0>}> ({
    ^bb0(%arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
