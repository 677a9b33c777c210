// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
     cond {
      %c_1 = stablehlo.constant dense<10> : tensor<i64>
      %1 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      %2 = func.call @step(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %1, %2 : tensor<i64>, tensor<4xf32>
    }
    return %0#0, %0#1 : tensor<i64>, tensor<4xf32>
  }
  func.func private @step(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
