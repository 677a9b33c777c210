// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<i1>, %arg4: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>
    %1 = stablehlo.select %arg3, %arg1, %arg2 : tensor<i1>, tensor<2x3xf32>
    %2 = stablehlo.select %arg3, %arg4, %arg4 : tensor<i1>, tensor<i32>
    return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
  }
}
