// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<15xf16>, %arg1: tensor<15xi32>) -> (tensor<f16>, tensor<i32>) {
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [0] : (tensor<15xf16>, tensor<15xi32>, tensor<f16>, tensor<i32>) -> (tensor<f16>, tensor<i32>)
     reducer(%arg2: tensor<f16>, %arg4: tensor<f16>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %1 = stablehlo.compare  GT, %arg2, %arg4,  FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %2 = stablehlo.compare  NE, %arg2, %arg2,  FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %3 = stablehlo.or %1, %2 : tensor<i1>
      %4 = stablehlo.select %3, %arg2, %arg4 : tensor<i1>, tensor<f16>
      %5 = stablehlo.select %3, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %4, %5 : tensor<f16>, tensor<i32>
    }
    return %0#0, %0#1 : tensor<f16>, tensor<i32>
  }
}
