// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xi32>, %arg1: tensor<10xui32>) -> (tensor<4xi32>, tensor<10xui32>) {
    %0 = stablehlo.shift_left %arg0, %arg0 : tensor<4xi32>
    %1 = stablehlo.shift_left %arg1, %arg1 : tensor<10xui32>
    return %0, %1 : tensor<4xi32>, tensor<10xui32>
  }
}
