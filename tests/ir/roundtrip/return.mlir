// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<2xi32>) -> (tensor<f32>, tensor<2xi32>) {
    "stablehlo.if"(%arg0) ({
      stablehlo.return 
    }, {
      stablehlo.return 
    }) : (tensor<i1>) -> ()
    %0 = "stablehlo.if"(%arg0) ({
      stablehlo.return %arg1 : tensor<f32>
    }, {
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %1:2 = "stablehlo.if"(%arg0) ({
      stablehlo.return %arg1, %arg2 : tensor<f32>, tensor<2xi32>
    }, {
      stablehlo.return %0, %arg2 : tensor<f32>, tensor<2xi32>
    }) : (tensor<i1>) -> (tensor<f32>, tensor<2xi32>)
    return %1#0, %1#1 : tensor<f32>, tensor<2xi32>
  }
}
