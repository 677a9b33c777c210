# BoundsError for a range index past the end: Julia shows the whole index, the range itself.
x = [1.0, 2.0, 3.0]
println(x[2:3])
println(x[2:4])
