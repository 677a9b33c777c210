// RUN: juxla opt %s --passes=inline,fold,dce
// EXIT: 2
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
