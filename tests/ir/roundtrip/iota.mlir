// RUN: juxla print %s
module {
  func.func @main() -> (tensor<4x1xui32>, tensor<2x3xf32>, tensor<5xi64>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x1xui32>
    %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<5xi64>
    return %0, %1, %2 : tensor<4x1xui32>, tensor<2x3xf32>, tensor<5xi64>
  }
}
