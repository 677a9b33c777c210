// RUN: juxla opt %s --passes=cse
// Same op and operands but different attributes or result types: nothing merges, so the module
// prints back unchanged.
module {
  func.func @main(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<2x3xf16>, tensor<2x3xf64>, tensor<2x3xi32>, tensor<2x3xi32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf32>
    %3 = stablehlo.reverse %arg0, dims = [1] : tensor<2x3xf32>
    %4 = stablehlo.slice %arg0 [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %5 = stablehlo.slice %arg0 [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %6 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf16>
    %7 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf64>
    %8 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<2x3xf16>, tensor<2x3xf64>, tensor<2x3xi32>, tensor<2x3xi32>
  }
}
