// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
     cond {
      %2 = stablehlo.compare  LT, %iterArg, %iterArg_0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      stablehlo.return %2, %iterArg_0 : tensor<i32>, tensor<i32>
    }
    %1:2 = stablehlo.while(%iterArg = %0#0, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
     cond {
      %2 = stablehlo.compare  GT, %iterArg, %iterArg_0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.subtract %iterArg, %c_1 : tensor<i32>
      stablehlo.return %2, %iterArg_0 : tensor<i32>, tensor<i32>
    }
    return %0#0, %1#0 : tensor<i32>, tensor<i32>
  }
}
