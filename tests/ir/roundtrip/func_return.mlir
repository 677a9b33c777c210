// RUN: juxla print %s
module {
  func.func @none() {
    return
  }
  func.func @one(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func @two(%arg0: tensor<f32>, %arg1: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {
    return %arg0, %arg1 : tensor<f32>, !stablehlo.token
  }
  func.func @tuple_result(%arg0: tuple<tensor<f32>, tensor<i1>>) -> tuple<tensor<f32>, tensor<i1>> {
    return %arg0 : tuple<tensor<f32>, tensor<i1>>
  }
}
