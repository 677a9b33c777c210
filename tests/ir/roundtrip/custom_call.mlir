// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i64>) -> (tensor<1x2x3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<i64>) {
    stablehlo.custom_call @check.expect_eq(%arg1, %arg1) {has_side_effect = true} : (tensor<i64>, tensor<i64>) -> ()
    %0 = stablehlo.custom_call @foo(%arg0, %arg0) {backend_config = "bar", has_side_effect = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.custom_call @lapack_sgetrf(%arg0) {api_version = 2 : i32, backend_config = "cfg"} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2:2 = stablehlo.custom_call @"target-with-dash"() : () -> (tensor<3x4xf32>, tensor<i64>)
    stablehlo.custom_call @Sharding(%arg0) {api_version = 4 : i32, mhlo.sharding = "{replicated}"} : (tensor<3x4xf32>) -> ()
    return %0, %1, %2#0, %2#1 : tensor<1x2x3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<i64>
  }
}
