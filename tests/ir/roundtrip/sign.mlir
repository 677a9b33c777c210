// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5xi16>) -> (tensor<5xf32>, tensor<5xi16>) {
    %0 = stablehlo.sign %arg0 : tensor<5xf32>
    %1 = stablehlo.sign %arg1 : tensor<5xi16>
    return %0, %1 : tensor<5xf32>, tensor<5xi16>
  }
}
