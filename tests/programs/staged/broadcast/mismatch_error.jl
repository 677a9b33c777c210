# Broadcasting arrays whose sizes disagree (neither is 1) is a DimensionMismatch raised while
# staging, worded as Julia's broadcast_shape words it. The first call is fine.
combine(x, y) = x .* 2 .+ y
println(combine([1.0, 2.0, 3.0], [1.0]))
println(combine([1.0 2.0; 3.0 4.0], [1.0, 2.0, 3.0]))
