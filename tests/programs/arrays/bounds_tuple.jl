# A tuple's BoundsError names the tuple's type (summary of a non-array is its type).
t = (10, "x")
println(t[2], " ", t[end], " ", t[1:2])
println(t[3])
