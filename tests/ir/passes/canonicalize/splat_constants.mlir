// RUN: juxla opt %s --passes=canonicalize
// Broadcasting, reshaping or transposing a splat constant gives the splat at the new shape; a
// constant that is not a splat is left to transpose.
func.func @main() -> (tensor<2x3xf32>, tensor<6xi32>, tensor<3x2xbf16>, tensor<2x2xi32>) {
  %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %c = stablehlo.constant dense<-7> : tensor<2x3xi32>
  %1 = stablehlo.reshape %c : (tensor<2x3xi32>) -> tensor<6xi32>
  %cst_0 = stablehlo.constant dense<0xFF80> : tensor<2x3xbf16>
  %2 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<2x3xbf16>) -> tensor<3x2xbf16>
  %c_1 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %3 = stablehlo.transpose %c_1, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<6xi32>, tensor<3x2xbf16>, tensor<2x2xi32>
}
