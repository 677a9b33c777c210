// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
     cond {
      stablehlo.return %iterArg : tensor<i32>
    } do {
      stablehlo.return %iterArg : tensor<i32>
    }
    return %0 : tensor<i32>
  }
}
