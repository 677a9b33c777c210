// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xi32>) -> (tensor<5xf32>, tensor<2x3xf32>, tensor<2x3xi32>) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %2 = stablehlo.compare  LT, %arg3, %arg4,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    %1:2 = "stablehlo.sort"(%arg1, %arg2) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %2 = stablehlo.compare  GT, %arg3, %arg4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
    return %0, %1#0, %1#1 : tensor<5xf32>, tensor<2x3xf32>, tensor<2x3xi32>
  }
}
