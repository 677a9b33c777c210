// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x5xi64>) -> tensor<3x5xi64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = -1 : i64, is_stable = false}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<3x5xi64>) -> tensor<3x5xi64>
    return %0 : tensor<3x5xi64>
  }
}
