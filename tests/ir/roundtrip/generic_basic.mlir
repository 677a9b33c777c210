// RUN: juxla print --generic %s
module @jit_main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<i32>) -> (tensor<2x3xf32> {jax.result_info = ""}) {
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32>
    %1 = stablehlo.compare  LT, %c, %c,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %2 = call @scale(%0, %cst) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    check.expect_eq %1, %1 : tensor<2xi1>
    return %2 : tensor<2x3xf32>
  }
  func.func private @scale(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
