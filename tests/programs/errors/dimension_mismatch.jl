# Adding arrays of different lengths: promote_shape's DimensionMismatch with both axes.
a = [1, 2]
println(a + [3, 4])
println(a + [1, 2, 3])
