// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
    %0 = stablehlo.get_tuple_element %arg0[2] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
