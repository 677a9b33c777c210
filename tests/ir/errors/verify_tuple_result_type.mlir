// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> tuple<tensor<i32>, tensor<2xf32>> {
    %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<i32>, tensor<2xf32>>
    return %0 : tuple<tensor<i32>, tensor<2xf32>>
  }
}
