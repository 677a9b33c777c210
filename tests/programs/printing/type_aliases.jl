# Julia prints the bare Tuple family as `Tuple` and abstract 1-d/2-d arrays with their aliases.
println(Tuple)
println(AbstractVector{Int}, " ", AbstractMatrix{Float64}, " ", AbstractArray{Int, 3})
