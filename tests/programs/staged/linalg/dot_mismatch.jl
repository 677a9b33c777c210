# v' * w of vectors of different lengths: Julia's dot DimensionMismatch message.
inner(v, w) = v' * w
println(inner([1.0, 2.0], [3.0, 4.0]))
println(inner([1.0, 2.0], [1.0, 2.0, 3.0]))
