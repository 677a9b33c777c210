// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<3xui8>, %arg4: tensor<2xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<i1>, tensor<i1>, tensor<3xi1>, tensor<2xi1>) {
    %0 = stablehlo.compare  EQ, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %1 = stablehlo.compare  NE, %arg0, %arg1,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %2 = stablehlo.compare  GE, %arg2, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.compare  GT, %arg2, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.compare  LE, %arg3, %arg3,  UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
    %5 = stablehlo.compare  LT, %arg4, %arg4,  UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<i1>, tensor<i1>, tensor<3xi1>, tensor<2xi1>
  }
}
