h(x::Vector{<:Real}) = 2
println(h([1.0]))
g(r::UnitRange{<:Integer}) = length(r)
println(g(1:3))
