// RUN: juxla print %s
// EXIT: 1
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = 