// RUN: juxla opt %s --passes=inline,canonicalize,cse,dce
// Inlining exposes a transpose pair across the call boundary and a duplicate exponential;
// canonicalize cancels the pair, cse merges the duplicate, dce drops what is left unused.
func.func private @layer(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<2x3xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}
func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = call @layer(%arg0) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.exponential %arg0 : tensor<2x3xf32>
  %3 = stablehlo.add %1, %2 : tensor<2x3xf32>
  %4 = stablehlo.log %3 : tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}
