// RUN: juxla print %s
// Comments, odd whitespace, non-canonical value names and locations all disappear on printing.
#loc1 = loc("model.py":10:3)
module @jit_f attributes {mhlo.num_replicas = 1 : i32,   mhlo.num_partitions = 1 : i32} {
  // The entry point.
  func.func public @main(%input: tensor<2xf32> loc("x"), %scale : tensor<f32>) -> (tensor<2xf32> {jax.result_info = ""}) {
    %k1   =   stablehlo.constant   dense<[1.0, 2.5]>   :   tensor<2xf32>   loc(#loc1)
    %b = stablehlo.broadcast_in_dim %scale, dims = [] : (tensor<f32>) -> tensor<2xf32> loc(unknown)
    %m = stablehlo.multiply %input,
           %b : tensor<2xf32> loc(callsite("f"("model.py":4:1) at "model.py":12:5))
    %s = stablehlo.add %m, %k1 : tensor<2xf32> loc(fused["a", "b"])
	%neg = stablehlo.negate %s : tensor<2xf32> // trailing comment
    %cmp = stablehlo.compare LT, %neg, %s, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1> loc(#loc2)
    %sel = stablehlo.select %cmp, %neg, %s : tensor<2xi1>, tensor<2xf32>
    return %sel : tensor<2xf32> loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("model.py":20:1)
