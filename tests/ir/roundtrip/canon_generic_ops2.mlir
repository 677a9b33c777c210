// RUN: juxla print %s
module {
  func.func @main(%a: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %v: tensor<4xf32>, %i: tensor<i32>, %tok: !stablehlo.token) -> tensor<1x4x4x1xf32> {
    %conv = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
    %rp = "stablehlo.reduce_precision"(%v) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
    %cat = "stablehlo.concatenate"(%rp, %v) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %z = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %pad = "stablehlo.pad"(%cat, %z) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 2>, interior_padding = array<i64: 1>}> : (tensor<8xf32>, tensor<f32>) -> tensor<17xf32>
    %io = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %ds = "stablehlo.dynamic_slice"(%cat, %i) <{slice_sizes = array<i64: 2>}> : (tensor<8xf32>, tensor<i32>) -> tensor<2xf32>
    %rev = "stablehlo.reverse"(%ds) <{dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2xf32>
    %tup = "stablehlo.tuple"(%rev, %i) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>, tensor<i32>>
    %gte = "stablehlo.get_tuple_element"(%tup) <{index = 1 : i32}> : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
    %p = "stablehlo.compare"(%io, %io) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %sel = "stablehlo.select"(%p, %io, %io) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %tok2 = "stablehlo.after_all"(%tok, %tok) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %ob:2 = "stablehlo.optimization_barrier"(%gte, %tok2) : (tensor<i32>, !stablehlo.token) -> (tensor<i32>, !stablehlo.token)
    "stablehlo.custom_call"(%ob#0, %gte) <{call_target_name = "check.expect_eq", has_side_effect = true}> : (tensor<i32>, tensor<i32>) -> ()
    "check.expect_almost_eq_const"(%v) <{tolerance = 1.000000e-03 : f64, value = dense<1.000000e+00> : tensor<4xf32>}> : (tensor<4xf32>) -> ()
    "check.expect_close"(%v, %rp) <{max_ulp_difference = 2 : ui64}> : (tensor<4xf32>, tensor<4xf32>) -> ()
    "check.expect_close"(%v, %rp) : (tensor<4xf32>, tensor<4xf32>) -> ()
    "func.return"(%conv) : (tensor<1x4x4x1xf32>) -> ()
  }
}
