// RUN: juxla opt %s --passes=dce
// A multi-result op stays while any result is used; with none used it goes.
func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<2xui64>) -> tensor<4xi32> {
  %output_state, %output = stablehlo.rng_bit_generator %arg2, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
    %2 = stablehlo.compare  LT, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  %1:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
    %2 = stablehlo.compare  GT, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#1 : tensor<4xi32>
}
