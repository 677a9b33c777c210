// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x5xi64>, %arg1: tensor<3x5xui16>) -> (tensor<3x5xi64>, tensor<3x5xi64>, tensor<3x5xui16>) {
    %0 = "stablehlo.sort"(%arg0) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %2 = stablehlo.compare  LT, %arg2, %arg3,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3x5xi64>) -> tensor<3x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %arg1) <{is_stable = true}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<ui16>, %arg5: tensor<ui16>):
      %2 = stablehlo.compare  GT, %arg4, %arg5,  UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3x5xi64>, tensor<3x5xui16>) -> (tensor<3x5xi64>, tensor<3x5xui16>)
    return %0, %1#0, %1#1 : tensor<3x5xi64>, tensor<3x5xi64>, tensor<3x5xui16>
  }
}
