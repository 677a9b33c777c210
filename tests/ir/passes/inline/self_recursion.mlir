// RUN: juxla opt %s --passes=inline
// EXIT: 1
// Recursion cannot be inlined: the error points at the recursive call, and nothing is printed.
func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = call @factorial(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @factorial(%arg0: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.compare  LE, %arg0, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %1 = "stablehlo.if"(%0) ({
    stablehlo.return %c : tensor<i32>
  }, {
    %2 = stablehlo.subtract %arg0, %c : tensor<i32>
    %3 = func.call @factorial(%2) : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<i32>
    stablehlo.return %4 : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %1 : tensor<i32>
}
