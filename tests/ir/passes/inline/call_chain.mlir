// RUN: juxla opt %s --passes=inline
// @main -> @outer -> @inner (twice): callees are inlined first, so every copy is complete.
module @jit_chain attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @outer(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @outer(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @inner(%arg0) : (tensor<f32>) -> tensor<f32>
    %1 = call @inner(%0) : (tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %1, %arg0 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @inner(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    return %0 : tensor<f32>
  }
}
