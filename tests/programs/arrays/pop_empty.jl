# pop! from an empty vector is an ArgumentError, as array.jl words it.
v = [1]
println(pop!(v), " ", v)
pop!(v)
