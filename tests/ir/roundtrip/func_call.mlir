// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    call @none() : () -> ()
    %0 = call @one(%arg0) : (tensor<f32>) -> tensor<f32>
    %1:2 = call @two(%0) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = "stablehlo.case"(%c) ({
      %3 = func.call @one(%1#1) : (tensor<f32>) -> tensor<f32>
      func.call @none() : () -> ()
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %1#0, %2 : tensor<f32>, tensor<f32>
  }
  func.func private @none() {
    return
  }
  func.func private @one(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @two(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.negate %arg0 : tensor<f32>
    return %arg0, %0 : tensor<f32>, tensor<f32>
  }
}
