// RUN: juxla opt %s --passes=inline
// EXIT: 1
// The error names the whole cycle, with a note at each other call on it.
func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = call @a(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @a(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = call @b(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @b(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = call @c(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @c(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.negate %arg0 : tensor<i32>
  %1 = call @a(%0) : (tensor<i32>) -> tensor<i32>
  return %1 : tensor<i32>
}
