// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i64> {
    %0 = "stablehlo.while"(%arg0) ({
    ^bb0(%arg1: tensor<i32>):
      %c = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%arg1: tensor<i32>):
      stablehlo.return %arg1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i64>
    return %0 : tensor<i64>
  }
}
