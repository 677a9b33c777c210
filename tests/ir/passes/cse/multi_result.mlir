// RUN: juxla opt %s --passes=cse
// Every result of a merged multi-result op is redirected; rng_bit_generator is a pure function of
// its state, so equal draws from the same state merge.
func.func @main(%arg0: tensor<2xui64>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>) -> (tensor<2xui64>, tensor<4xui32>, tensor<2xui64>, tensor<4xui32>, tensor<4xf32>, tensor<4xi32>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %output_state_0, %output_1 = stablehlo.rng_bit_generator %arg0, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %0:2 = "stablehlo.sort"(%arg1, %arg2) <{dimension = 0 : i64}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
    %2 = stablehlo.compare  LT, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  %1:2 = "stablehlo.sort"(%arg1, %arg2) <{dimension = 0 : i64}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
    %2 = stablehlo.compare  LT, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %output_state, %output, %output_state_0, %output_1, %0#0, %1#1 : tensor<2xui64>, tensor<4xui32>, tensor<2xui64>, tensor<4xui32>, tensor<4xf32>, tensor<4xi32>
}
