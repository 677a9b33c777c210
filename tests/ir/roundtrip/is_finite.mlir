// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<20x20xf32>, %arg1: tensor<bf16>) -> (tensor<20x20xi1>, tensor<i1>) {
    %0 = stablehlo.is_finite %arg0 : (tensor<20x20xf32>) -> tensor<20x20xi1>
    %1 = stablehlo.is_finite %arg1 : (tensor<bf16>) -> tensor<i1>
    return %0, %1 : tensor<20x20xi1>, tensor<i1>
  }
}
