// RUN: juxla print --generic %s
module {
  func.func @main(%arg0: tensor<5x4xf32>, %arg1: tensor<i1>) -> (tensor<5xf32>, tensor<i64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.while(%iterArg = %c) : tensor<i64>
     cond {
      %c_0 = stablehlo.constant dense<10> : tensor<i64>
      %3 = stablehlo.compare  LT, %iterArg, %c_0,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_0 = stablehlo.constant dense<1> : tensor<i64>
      %3 = stablehlo.add %iterArg, %c_0 : tensor<i64>
      stablehlo.return %3 : tensor<i64>
    }
    %2 = "stablehlo.if"(%arg1) ({
      stablehlo.return %1 : tensor<i64>
    }, {
      %3 = stablehlo.negate %1 : tensor<i64>
      stablehlo.return %3 : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    return %0, %2 : tensor<5xf32>, tensor<i64>
  }
}
