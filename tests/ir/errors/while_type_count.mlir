// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<f32>) -> tensor<i32> {
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i32>
     cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return %iterArg, %iterArg_0 : tensor<i32>, tensor<f32>
    }
    return %0#0 : tensor<i32>
  }
}
