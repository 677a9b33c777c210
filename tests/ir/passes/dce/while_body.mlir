// RUN: juxla opt %s --passes=dce
// Dead ops inside a while's regions go; loop-carried values are results, so they stay.
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
   cond {
    %c_1 = stablehlo.constant dense<10> : tensor<i64>
    %c_2 = stablehlo.constant dense<20> : tensor<i64>
    %1 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
    %2 = stablehlo.sine %iterArg_0 : tensor<4xf32>
    %3 = stablehlo.cosine %iterArg_0 : tensor<4xf32>
    %4 = stablehlo.abs %3 : tensor<4xf32>
    stablehlo.return %1, %2 : tensor<i64>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}
