// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<6xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %cst, %c) <{base_dilations = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>, window_strides = array<i64: 3>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<i32>):
      %1 = stablehlo.add %arg2, %arg4 : tensor<f32>
      %2 = stablehlo.add %arg3, %arg5 : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }) : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
  }
}
