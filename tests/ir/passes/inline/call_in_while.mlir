// RUN: juxla opt %s --passes=inline
// Calls in both regions of a while are inlined there, using the loop's iteration arguments.
func.func @main(%arg0: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
   cond {
    %1 = func.call @in_range(%iterArg) : (tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %iterArg, %c_1 : tensor<i64>
    %2 = func.call @step(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %1, %2 : tensor<i64>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<i64>, tensor<4xf32>
}
func.func private @in_range(%arg0: tensor<i64>) -> tensor<i1> {
  %c = stablehlo.constant dense<10> : tensor<i64>
  %0 = stablehlo.compare  LT, %arg0, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @step(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
