// RUN: juxla opt %s --passes=dce
// Once the dead multiply leaves the reducer, the reduce is one commutative op on its arguments and
// prints in the compact `applies` form, as upstream does.
func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
    %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
    %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }
  return %0 : tensor<2xf32>
}
