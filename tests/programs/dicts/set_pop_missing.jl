s = Set([1, 2])
println(pop!(s, 2), " ", length(s))
pop!(s, 5)
