// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0:2 = call @f(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    return %0#0 : tensor<2xf32>
  }
  func.func private @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}
