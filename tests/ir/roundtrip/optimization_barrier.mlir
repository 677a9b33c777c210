// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: !stablehlo.token) -> (tensor<4xf32>, tensor<4xf32>, tensor<i32>, !stablehlo.token) {
    %0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>
    %1:3 = stablehlo.optimization_barrier %arg0, %arg1, %arg2 : tensor<4xf32>, tensor<i32>, !stablehlo.token
    stablehlo.optimization_barrier()
    return %0, %1#0, %1#1, %1#2 : tensor<4xf32>, tensor<4xf32>, tensor<i32>, !stablehlo.token
  }
}
