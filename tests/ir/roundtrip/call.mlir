// RUN: juxla print %s
module @jit_main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {mhlo.layout_mode = "default"}) -> (tensor<2x3xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0:2 = call @inputs() : () -> (tensor<2x3xf32>, tensor<f32>)
    %1 = call @scale(%arg0, %0#1) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.add %1, %0#0 : tensor<2x3xf32>
    call @sink(%2) : (tensor<2x3xf32>) -> ()
    return %2 : tensor<2x3xf32>
  }
  func.func private @inputs() -> (tensor<2x3xf32> {mhlo.layout_mode = "default"}, tensor<f32>) {
    %cst = stablehlo.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    return %cst, %cst_0 : tensor<2x3xf32>, tensor<f32>
  }
  func.func private @scale(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @sink(%arg0: tensor<2x3xf32>) {
    stablehlo.custom_call @print(%arg0) {has_side_effect = true} : (tensor<2x3xf32>) -> ()
    return
  }
}
