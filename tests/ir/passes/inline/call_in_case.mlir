// RUN: juxla opt %s --passes=inline
// Each branch of a case gets its own copy of the callee, chained calls included.
func.func @main(%arg0: tensor<i32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.case"(%arg0) ({
    %1 = func.call @double(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }, {
    %1 = func.call @double(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = func.call @double(%1) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %2 : tensor<2xf32>
  }, {
    stablehlo.return %arg1 : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @double(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}
