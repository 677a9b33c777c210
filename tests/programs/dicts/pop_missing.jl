d = Dict(1 => 2)
println(pop!(d, 1))
pop!(d, 3)
