// RUN: juxla print %s
// Ops written in generic form with hand-picked value names inside a pretty module; printing gives
// each op's pretty form and the names upstream's printer assigns.
module {
  func.func @main(%x: tensor<2x3xf32>, %n: tensor<i32>, %key: tensor<2xui64>) -> (tensor<3x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<4xui32>) {
    %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %t = "stablehlo.transpose"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %s = "stablehlo.reduce"(%x, %zero) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %sum = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%sum) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %bc = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<3x2xf32>
    %sub = "stablehlo.subtract"(%t, %bc) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %loop = "stablehlo.while"(%one) ({
    ^bb0(%i: tensor<i32>):
      %lt = "stablehlo.compare"(%i, %n) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%lt) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>):
      %next = "func.call"(%i) <{callee = @double}> : (tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%next) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %sl = "stablehlo.slice"(%sub) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<2x2xf32>
    %dot = "stablehlo.dot_general"(%sl, %sl) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %rng:2 = "stablehlo.rng_bit_generator"(%key) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    "func.return"(%sub, %loop, %dot, %rng#1) : (tensor<3x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<4xui32>) -> ()
  }
  func.func private @double(%v: tensor<i32>) -> tensor<i32> {
    %r = "stablehlo.add"(%v, %v) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%r) : (tensor<i32>) -> ()
  }
}
