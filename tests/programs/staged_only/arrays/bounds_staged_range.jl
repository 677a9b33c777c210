# A range index whose staged start puts its end past the array: checked into the error flag, the
# BoundsError raised after the run at the indexing expression.
pair(x, i) = x[i:i+1]
println(pair([1.0, 2.0, 3.0, 4.0], 3))
println(pair([1.0, 2.0, 3.0, 4.0], 4))
