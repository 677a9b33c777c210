// RUN: juxla print %s
module @attrs attributes {mhlo.frontend_attributes = {a = "1"}, mhlo.num_partitions = 2 : i32, "quoted-name" = 3 : i64, unit_flag} {
  func.func public @main(%arg0: tensor<2xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}, %arg1: tensor<2xf32>) -> (tensor<2xf32> {jax.result_info = "[0]"}, tensor<i1>) attributes {custom.flag, custom.typed = [1 : i32, 2 : i32], custom.values = [1, 2, 3]} {
    %cst = stablehlo.constant {mhlo.sharding = "{maximal device=0}"} dense<1.000000e+00> : tensor<2xf32>
    %0 = stablehlo.add %arg0, %cst {mhlo.frontend_attributes = {_xla_stream = "1"}} : tensor<2xf32>
    %1 = stablehlo.compare  LT, %0, %arg1,  FLOAT {note = "a\22quote\22 and \\ and \0A"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2 = stablehlo.iota dim = 0 {float = 2.500000e+00 : f32, float64 = 1.000000e-01 : f64} : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [0] {array = array<i64: 1, 2>, empty = array<i64>, flags = array<i1: true, false>} : (tensor<2xf32>) -> tensor<2xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%1 init: %c) applies stablehlo.and across dimensions = [0] {dense = dense<[1, 2]> : tensor<2xi32>, sym = @main} : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %5 = stablehlo.while(%iterArg = %4) : tensor<i1> attributes {nested = {inner = {x = 1 : i64}}, ui = 7 : ui8}
     cond {
      stablehlo.return %iterArg : tensor<i1>
    } do {
      %6 = stablehlo.not %iterArg : tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }
    return %3, %5 : tensor<2xf32>, tensor<i1>
  }
  func.func private @external(tensor<2xf32>, tensor<i32> {mhlo.layout_mode = "default"}) -> tensor<2xf32>
}
