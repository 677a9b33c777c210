// RUN: juxla print %s
// Every op written in generic form, with hand-picked value names; printing gives the pretty form
// and the names upstream's printer assigns.
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<i32>) -> (tensor<3x2xf32>, tensor<i32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<2x3xf32>, %n: tensor<i32>):
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
    "func.return"(%sub, %loop) : (tensor<3x2xf32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "double", sym_visibility = "private"}> ({
  ^bb0(%v: tensor<i32>):
    %r = "stablehlo.add"(%v, %v) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%r) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
