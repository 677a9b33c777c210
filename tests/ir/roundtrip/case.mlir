// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<f32>) {
    %0:2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %arg1, %arg1 : tensor<2xi64>, tensor<2xi64>
    }, {
      %2 = stablehlo.negate %arg1 : tensor<2xi64>
      stablehlo.return %2, %arg1 : tensor<2xi64>, tensor<2xi64>
    }, {
      %c = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
      stablehlo.return %c, %c : tensor<2xi64>, tensor<2xi64>
    }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
    %1 = "stablehlo.case"(%arg0) ({
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      stablehlo.return %cst : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %0#0, %0#1, %1 : tensor<2xi64>, tensor<2xi64>, tensor<f32>
  }
}
