// RUN: juxla opt %s --passes=cse --dump-after=fold
// EXIT: 2
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
