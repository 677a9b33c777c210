// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
     cond {
      %c = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      stablehlo.return %iterArg : tensor<i32>
