// RUN: juxla print --generic %s
module {
  func.func @main(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<3x3x1x1xf32>, %arg2: tensor<2xui64>, %arg3: tensor<4xf32>) -> (tensor<1x2x2x1xf32>, tensor<4xui32>, tensor<2xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
    %output_state, %output = stablehlo.rng_bit_generator %arg2, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %1 = stablehlo.slice %arg3 [1:3] : (tensor<4xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @foo(%1) {backend_config = "cfg", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
    %3 = stablehlo.dot_general %2, %2, contracting_dims = [0] x [0], precision = [DEFAULT, HIGHEST] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
    check.expect_almost_eq_const %2, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, tolerance = 1.000000e-03
    check.expect_close %2, %2, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
    return %0, %output, %2 : tensor<1x2x2x1xf32>, tensor<4xui32>, tensor<2xf32>
  }
}
