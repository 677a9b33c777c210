// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_1 = %arg0) : tensor<i32>, tensor<3xf32>
     cond {
      %1 = stablehlo.compare  LT, %iterArg, %c_0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      %2:2 = stablehlo.while(%iterArg_3 = %c, %iterArg_4 = %iterArg_1) : tensor<i32>, tensor<3xf32>
       cond {
        %3 = stablehlo.compare  LT, %iterArg_3, %iterArg,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %3 : tensor<i1>
      } do {
        %3 = stablehlo.add %iterArg_3, %c_2 : tensor<i32>
        %4 = stablehlo.add %iterArg_4, %iterArg_4 : tensor<3xf32>
        stablehlo.return %3, %4 : tensor<i32>, tensor<3xf32>
      }
      stablehlo.return %1, %2#1 : tensor<i32>, tensor<3xf32>
    }
    return %0#1 : tensor<3xf32>
  }
}
