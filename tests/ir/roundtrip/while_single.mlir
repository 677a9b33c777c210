// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
     cond {
      %c = stablehlo.constant dense<100> : tensor<i32>
      %1 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.multiply %iterArg, %iterArg : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }
    return %0 : tensor<i32>
  }
}
