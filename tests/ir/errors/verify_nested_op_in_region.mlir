// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<2xf32>) -> tensor<i32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
     cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %1 = stablehlo.reshape %arg1 : (tensor<2xf32>) -> tensor<3xf32>
      stablehlo.return %iterArg : tensor<i32>
    }
    return %0 : tensor<i32>
  }
}
