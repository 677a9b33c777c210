f(x::Tuple{Vararg{Int}}) = length(x)
println(f((1, 2)))
